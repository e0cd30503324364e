import { useTranslator } from '@/i18n/intl';
import { PasswordSection, type ChangePasswordDialogSlot } from '../components/password-section';
import { SingleSignOnSection } from '../components/single-sign-on-section';
import { TrustedDevicesSection } from '../components/trusted-devices-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { Page } from '@/components/page';

/**
 * `/settings/security`: change the password, choose the two-factor method, and see the devices
 * that sign in without a code (revoke one, or sign out everywhere).
 */
export function SecurityPage(props: { changePasswordDialog: ChangePasswordDialogSlot }) {
  const { t } = useTranslator();
  return (
    <Page title={t('security.title')} space="xlarge">
      <PasswordSection changePasswordDialog={props.changePasswordDialog} />
      <TwoFactorSection />
      <TrustedDevicesSection />
      <SingleSignOnSection />
    </Page>
  );
}
