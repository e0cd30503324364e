import { PaymentsPage } from '@/features/payments/routes/payments-page';

/** `/spei`: a Mexican peso payment by SPEI to a saved CLABE. */
export default function SpeiRoute() {
  return <PaymentsPage spei />;
}
