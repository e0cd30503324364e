import { ReceiptsPage } from '@/features/receipt-inbox/routes/receipts-page';

/** `/receipts`: receipts that arrived by email, read and matched to card purchases. */
export default function ReceiptsRoute() {
  return <ReceiptsPage />;
}
