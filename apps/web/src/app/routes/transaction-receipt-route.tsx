import { TransactionReceiptPage } from '@/features/receipt-inbox/routes/transaction-receipt-page';

/** `/transaction-receipt?token=`: a reminder's link to add one entry's receipt. */
export default function TransactionReceiptRoute() {
  return <TransactionReceiptPage />;
}
