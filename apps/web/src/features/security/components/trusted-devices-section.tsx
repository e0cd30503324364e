import type { TrustedDevice } from '@outlay/api-client';
import {
  AlertDialog,
  Badge,
  Button,
  Heading,
  Inline,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useRevokeTrustedDevice } from '../api/revoke-trusted-device';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { useTrustedDevices } from '../api/trusted-devices';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * "Remember this device": the browsers that sign in without a code, each revocable, and "Sign
 * out everywhere", which ends every session and every trust.
 */
export function TrustedDevicesSection() {
  const { t } = useTranslator();
  const devices = useTrustedDevices();
  return (
    <Stack space="medium" component="section" aria-labelledby="trusted-devices-heading">
      <Heading level={2} id="trusted-devices-heading">
        {t('security.devices.title')}
      </Heading>
      <Text tone="muted">{t('security.devices.body')}</Text>
      {devices.isPending ? (
        <Spinner label={t('security.devices.loading')} />
      ) : devices.isError ? (
        <RetryBanner
          query={devices}
          retryLabel={t('security.devices.retry')}
          title={t('security.devices.loadError')}
        />
      ) : (
        <DeviceList devices={devices.data.devices} />
      )}
      <SignOutEverywhere />
    </Stack>
  );
}

function useDeviceName() {
  const { t } = useTranslator();
  return (device: Pick<TrustedDevice, 'browser' | 'os'>) =>
    device.browser && device.os
      ? t('security.devices.name', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('security.devices.unknown'));
}

function DeviceList({ devices }: { devices: readonly TrustedDevice[] }) {
  const { t, intl } = useTranslator();
  const nameOf = useDeviceName();
  const revoke = useRevokeTrustedDevice();
  if (devices.length === 0) {
    return <Text>{t('security.devices.none')}</Text>;
  }
  return (
    <Stack space="medium">
      <ErrorBanner error={revoke.error} />
      <Stack space="medium" component="ul" aria-label={t('security.devices.title')}>
        {devices.map((device) => {
          const name = nameOf(device);
          return (
            <Stack key={device.id} space="xsmall">
              <Inline space="small" alignY="center">
                <Text weight="medium">{name}</Text>
                {device.isCurrent && <Badge tone="info">{t('security.devices.current')}</Badge>}
              </Inline>
              <Text tone="muted" size="small">
                {t('security.devices.trustedOn', {
                  date: intl.formatDate(device.trustedAt, DAY),
                })}{' '}
                {device.lastUsedAt
                  ? t('security.devices.lastUsed', {
                      date: intl.formatDate(device.lastUsedAt, DAY),
                    })
                  : t('security.devices.notUsedYet')}{' '}
                {t('security.devices.until', { date: intl.formatDate(device.expiresAt, DAY) })}
              </Text>
              <Inline space="small">
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={t('security.devices.revokeNamed', { name })}
                  isPending={revoke.isPending && revoke.variables === device.id}
                  onPress={() => {
                    revoke.mutate(device.id, {
                      onSuccess: () => {
                        showToast({
                          tone: 'success',
                          description: t('security.devices.revoked', { name }),
                        });
                      },
                    });
                  }}
                >
                  {t('security.devices.revoke')}
                </Button>
              </Inline>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}

function SignOutEverywhere() {
  const { t } = useTranslator();
  const everywhere = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  return (
    <Stack space="small">
      <ErrorBanner error={everywhere.error} />
      <Inline space="small">
        <Button
          variant="secondary"
          onPress={() => {
            setAsking(true);
          }}
        >
          {t('security.everywhere.button')}
        </Button>
      </Inline>
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t('security.everywhere.title')}
        confirmLabel={t('security.everywhere.confirm')}
        cancelLabel={t('security.everywhere.cancel')}
        tone="danger"
        isPending={everywhere.isPending}
        onConfirm={(close) => {
          everywhere.mutate(undefined, { onError: close });
        }}
      >
        {t('security.everywhere.body')}
      </AlertDialog>
    </Stack>
  );
}
