import { useLocation } from 'wouter';
import { BulkBatchPage } from '@/features/payments/routes/bulk-batch-page';

/** `/bulk-payment-transactions/:id`: one batch and each row's state. */
export default function BulkPaymentTransactionsRoute() {
  const [location] = useLocation();
  const batchId = Number(location.split('/').filter(Boolean)[1]);
  return (
    <BulkBatchPage key={batchId} batchId={Number.isInteger(batchId) && batchId > 0 ? batchId : 0} />
  );
}
