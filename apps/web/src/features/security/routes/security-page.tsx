import { Box, Heading, Stack } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { PasswordSection, type ChangePasswordDialogSlot } from '../components/password-section';
import { TrustedDevicesSection } from '../components/trusted-devices-section';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * `/settings/security`: change the password, choose the two-factor method, and see the devices
 * that sign in without a code (revoke one, or sign out everywhere).
 */
export function SecurityPage(props: { changePasswordDialog: ChangePasswordDialogSlot }) {
  const { t } = useTranslator();
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="xlarge">
        <Heading level={1}>{t('security.title')}</Heading>
        <PasswordSection changePasswordDialog={props.changePasswordDialog} />
        <TwoFactorSection />
        <TrustedDevicesSection />
      </Stack>
    </Box>
  );
}
