import { Box, Heading, Stack } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { PasswordSection } from '../components/password-section';
import { TwoFactorSection } from '../components/two-factor-section';

/** `/settings/security`: change the password and choose the two-factor method. */
export default function SecurityPage() {
  const { t } = useTranslator();
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="xlarge">
        <Heading level={1}>{t('security.title')}</Heading>
        <PasswordSection />
        <TwoFactorSection />
      </Stack>
    </Box>
  );
}
