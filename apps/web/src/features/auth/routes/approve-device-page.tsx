import { Banner, Button, Link, Stack, Text } from '@outlay/design-system';
import { TRUSTED_DEVICE_DAYS } from '@outlay/rules';
import { useSearch } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { paths } from '@/lib/paths';
import { useApproveDevice } from '../api/approve-device';
import { AuthLayout } from '@/components/auth-layout';

/**
 * `/approve-device?token=`: the link a sign-in refused as a new device (HTTP 423) emailed to
 * the user. Approving takes a press, never the mere opening of the link, which mail scanners
 * do; then signing in again on that browser gets in.
 */
export default function ApproveDevicePage() {
  const { t } = useTranslator();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const approve = useApproveDevice();

  if (approve.isSuccess) {
    const { browser, os } = approve.data;
    const device =
      browser && os
        ? t('approveDevice.deviceName', { browser, os })
        : (browser ?? os ?? t('approveDevice.unknownDevice'));
    return (
      <AuthLayout title={t('approveDevice.doneTitle')}>
        <Stack space="large">
          <Banner tone="success" announce="polite">
            {t('approveDevice.done', { device, days: TRUSTED_DEVICE_DAYS })}
          </Banner>
          <Link href={paths.home}>{t('approveDevice.signIn')}</Link>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t('approveDevice.title')}
      intro={<Text tone="muted">{t('approveDevice.intro')}</Text>}
    >
      <Stack space="large">
        {(approve.isError || token === '') && (
          <Banner tone="danger" announce="assertive">
            {approve.isError ? messageOf(approve.error, t) : t('approveDevice.missingLink')}
          </Banner>
        )}
        <Button
          variant="primary"
          width="full"
          isDisabled={token === ''}
          isPending={approve.isPending}
          onPress={() => {
            approve.mutate(token);
          }}
        >
          {t('approveDevice.approve')}
        </Button>
        <Text tone="muted" size="small">
          {t('approveDevice.notYou')}
        </Text>
      </Stack>
    </AuthLayout>
  );
}
