import {
  AlertDialog,
  Badge,
  type BadgeTone,
  Banner,
  Button,
  DescriptionList,
  Heading,
  Inline,
  LiveRegion,
  ProgressBar,
  Stack,
} from '@outlay/design-system';
import { useState } from 'react';
import { isRunning } from '../model/job-state';
import { useTranslator } from '@/i18n/intl';
import type { AccountingConnection } from '../api/get-connection';

const toneOfStatus: Record<AccountingConnection['status'], BadgeTone> = {
  Linked: 'positive',
  Linking: 'info',
  PendingAuth: 'caution',
  Unlinked: 'neutral',
  Deauthorized: 'critical',
};

interface ConnectionCardProps {
  connection: AccountingConnection;
  onDisconnect: () => void;
  isDisconnecting: boolean;
  onReconnect: () => void;
}

/**
 * The connection: its platform, status (Linked, Linking with the link job's progress,
 * Deauthorized with Reconnect), since when, and Disconnect behind a confirmation.
 */
export function ConnectionCard({
  connection,
  onDisconnect,
  isDisconnecting,
  onReconnect,
}: ConnectionCardProps) {
  const { t, intl } = useTranslator();
  const [confirming, setConfirming] = useState(false);
  const integration = connection.platform.name;
  const link = connection.link;
  const linking = connection.status === 'Linking';
  const news = linking
    ? link?.state === 'retrying'
      ? t('accounting.connection.retrying', {
          integration,
          attempt: link.attempts + 1,
          last: link.maxAttempts,
        })
      : t('accounting.connection.linking', { integration })
    : connection.status === 'Linked'
      ? t('accounting.connection.linked', { integration })
      : t('accounting.connection.notLinked', { integration });
  return (
    <Stack space="medium">
      <Inline space="small" alignY="center">
        <Heading level={2} size={3}>
          {integration}
        </Heading>
        <Badge tone={toneOfStatus[connection.status]}>
          {t('accounting.connection.status', { status: connection.status })}
        </Badge>
      </Inline>
      <DescriptionList
        items={[
          {
            id: 'linkedAt',
            term: t('accounting.connection.linkedAt'),
            description: connection.linkedAt
              ? intl.formatDate(connection.linkedAt, { dateStyle: 'long' })
              : t('accounting.table.dash'),
          },
          {
            id: 'tracking',
            term: t('accounting.connection.trackingStyle'),
            description: t('accounting.picker.tracking', {
              style: connection.platform.trackingStyle,
            }),
          },
        ]}
      />
      {linking && link && isRunning(link) && (
        <ProgressBar label={t('accounting.connection.linking', { integration })} isIndeterminate />
      )}
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      {(connection.status === 'Deauthorized' || connection.status === 'Unlinked') && (
        <Banner
          tone="danger"
          action={{ label: t('accounting.connection.reconnect'), onPress: onReconnect }}
        >
          {link?.refusal
            ? t('accounting.connection.refused', { integration })
            : t('accounting.connection.notLinked', { integration })}
        </Banner>
      )}
      <Inline space="small">
        <Button
          variant="secondary"
          onPress={() => {
            setConfirming(true);
          }}
        >
          {t('accounting.connection.disconnect')}
        </Button>
      </Inline>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('accounting.connection.disconnect.title', { integration })}
        confirmLabel={t('accounting.connection.disconnect')}
        cancelLabel={t('accounting.picker.cancel')}
        tone="danger"
        isPending={isDisconnecting}
        onConfirm={(close) => {
          onDisconnect();
          close();
        }}
      >
        {t('accounting.connection.disconnect.body', { integration })}
      </AlertDialog>
    </Stack>
  );
}
