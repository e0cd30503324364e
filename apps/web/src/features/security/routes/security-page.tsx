import { Box, EmptyState, Heading, Stack } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';

/** `/settings/security`: a placeholder until the account-security page replaces it. */
export default function SecurityPage() {
  const { t } = useTranslator();
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="large">
        <Heading level={1}>{t('route.settingsSecurity.title')}</Heading>
        <EmptyState
          title={t('route.settingsSecurity.title')}
          description={t('route.settingsSecurity.purpose')}
          headingLevel={2}
        />
      </Stack>
    </Box>
  );
}
