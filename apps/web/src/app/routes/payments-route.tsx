import { PaymentsPage } from '@/features/payments/routes/payments-page';

/** `/payment-transfer`: payments to saved recipients. */
export default function PaymentsRoute() {
  return <PaymentsPage spei={false} />;
}
