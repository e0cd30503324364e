import { DsSuccessPage } from '@/features/e-signature-sandbox/routes/ds-success-page';

/** `/ds-success`: where the e-signature sandbox returns after signing. */
export default function DsSuccessRoute() {
  return <DsSuccessPage />;
}
