import { BulkPaymentPage } from '@/features/payments/routes/bulk-payment-page';

/** `/bulk-payment`: batches of SPEI payments from a sheet. */
export default function BulkPaymentRoute() {
  return <BulkPaymentPage />;
}
