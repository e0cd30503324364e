import { Banner, Heading, Stack, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

/** An expired, completed-elsewhere or unknown link (spec §2.8: apology, SORRY!, the message). */
export function ExpiredPage() {
  const { t } = useTranslator();
  return (
    <Stack space="large">
      <Heading level={1}>{t('uploadPortal.expired.sorry')}</Heading>
      <Text size="large">{t('uploadPortal.expired.apology')}</Text>
      <Banner tone="warning">{t('uploadPortal.expired.message')}</Banner>
      <Text tone="muted">{t('uploadPortal.expired.help')}</Text>
    </Stack>
  );
}
