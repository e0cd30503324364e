import { ChangePasswordDialog } from '@/features/change-password/change-password-dialog';
import { SecurityPage } from '@/features/security/routes/security-page';

/** `/settings/security`: the security settings, with the Change Password modal. */
export default function SecurityRoute() {
  return <SecurityPage changePasswordDialog={ChangePasswordDialog} />;
}
