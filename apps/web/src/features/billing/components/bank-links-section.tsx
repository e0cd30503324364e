import type { BankLink, BankLinkingLogEntry } from '@outlay/api-client';
import {
  Badge,
  Banner,
  Button,
  Disclosure,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useState } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useBankLinkingLog } from '../api/bank-linking-log';
import { useBankLinks } from '../api/bank-links';
import { PROVIDER_NAMES } from '@/components/bank-link/provider-names';
import { RetryBanner } from '@/components/error-banner';

const logEvents: Record<BankLinkingLogEntry['event'], MessageId> = {
  linkTokenCreated: 'billing.log.linkTokenCreated',
  credentialsSubmitted: 'billing.log.credentialsSubmitted',
  mfaAnswered: 'billing.log.mfaAnswered',
  accountsShared: 'billing.log.accountsShared',
  linkCreated: 'billing.log.linkCreated',
  linkReauthorised: 'billing.log.linkReauthorised',
};

/** The company's linked banks: their accounts, reconnecting an expired one, and the log. */
export function BankLinksSection({ onReconnect }: { onReconnect: (link: BankLink) => void }) {
  const { t } = useTranslator();
  const links = useBankLinks();
  const [logOpen, setLogOpen] = useState(false);
  return (
    <Stack space="medium" component="section" aria-labelledby="bank-links-heading">
      <Heading level={2} id="bank-links-heading">
        {t('billing.links.title')}
      </Heading>
      {links.isPending ? (
        <Spinner label={t('billing.links.loading')} />
      ) : links.isError ? (
        <RetryBanner query={links} retryLabel={t('billing.retry')} />
      ) : links.data.length === 0 ? (
        <Text tone="muted">{t('billing.links.none')}</Text>
      ) : (
        <Stack space="medium" component="ul" aria-label={t('billing.links.title')}>
          {links.data.map((link) => (
            <LinkSummary key={link.id} link={link} onReconnect={onReconnect} />
          ))}
        </Stack>
      )}
      <Disclosure
        title={t('billing.log.title')}
        headingLevel={3}
        isExpanded={logOpen}
        onExpandedChange={setLogOpen}
      >
        <LinkingLog enabled={logOpen} />
      </Disclosure>
    </Stack>
  );
}

function LinkSummary({
  link,
  onReconnect,
}: {
  link: BankLink;
  onReconnect: (link: BankLink) => void;
}) {
  const { t, locale } = useTranslator();
  const current = link.status === 'valid';
  return (
    <Stack space="xsmall">
      <Inline space="small" alignY="center">
        <Text weight="medium">{link.institutionName}</Text>
        <Badge tone={current ? 'positive' : 'caution'}>
          {current ? t('billing.links.connected') : t('billing.links.needsReconnecting')}
        </Badge>
        <Text tone="muted" size="small">
          {t('billing.links.through', { provider: PROVIDER_NAMES[link.provider] })}
        </Text>
      </Inline>
      <Text tone="muted" size="small">
        {link.accounts
          .map((account) => `${account.name} (${account.currency} ${account.accountNumber})`)
          .join(' · ')}
      </Text>
      {current ? (
        <Text tone="muted" size="small">
          {t('billing.links.consentUntil', {
            date: new Date(link.consentExpiresAt).toLocaleDateString(locale, {
              dateStyle: 'medium',
            }),
          })}
        </Text>
      ) : (
        <Inline space="small" alignY="center">
          <Text tone="caution" size="small">
            {t('billing.links.expired', { bank: link.institutionName })}
          </Text>
          <Button
            variant="secondary"
            onPress={() => {
              onReconnect(link);
            }}
          >
            {t('billing.links.reconnect', { bank: link.institutionName })}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}

function LinkingLog({ enabled }: { enabled: boolean }) {
  const { t, locale } = useTranslator();
  const log = useBankLinkingLog({ enabled });
  if (log.isPending) return <Spinner label={t('billing.log.loading')} />;
  if (log.isError) {
    return <Banner tone="danger">{messageOf(log.error, t)}</Banner>;
  }
  if (log.data.length === 0) return <Text tone="muted">{t('billing.log.empty')}</Text>;
  return (
    <Stack space="xsmall" component="ol" aria-label={t('billing.log.title')}>
      {log.data.map((entry) => (
        <Text key={entry.id} size="small">
          {t(entry.institutionName ? 'billing.log.entryWithBank' : 'billing.log.entry', {
            time: new Date(entry.createdAt).toLocaleString(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
            event: t(logEvents[entry.event]),
            provider: PROVIDER_NAMES[entry.provider],
            bank: entry.institutionName ?? '',
            outcome: entry.succeed ? t('billing.log.succeeded') : t('billing.log.failed'),
          })}
          {entry.detail ? ` ${entry.detail}` : ''}
        </Text>
      ))}
    </Stack>
  );
}
