import { DelegateRegistrationPage } from '@/features/delegates/routes/delegate-registration-page';

/** `/delegate-registration` (admin): register a delegate, and the admin's delegates. */
export default function DelegateRegistrationRoute() {
  return <DelegateRegistrationPage />;
}
