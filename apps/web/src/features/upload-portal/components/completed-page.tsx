import { Button, Heading, Stack, Text } from '@outlay/design-system';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';

/**
 * After saving (spec §2.8: title, thanks, patience, back to the dashboard). An applicant has
 * no dashboard of their own, so the button leads to the product's home, /client/.
 */
export function CompletedPage() {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  return (
    <Stack space="large" align="left">
      <Heading level={1}>{t('uploadPortal.completed.title')}</Heading>
      <Text size="large">{t('uploadPortal.completed.thanks')}</Text>
      <Text tone="muted">{t('uploadPortal.completed.patience')}</Text>
      <Button
        onPress={() => {
          navigate('/');
        }}
      >
        {t('uploadPortal.completed.back')}
      </Button>
    </Stack>
  );
}
