import { ReceiptCapturePage } from '@/features/receipt-inbox/routes/receipt-capture-page';

/** `/receipts/capture`: photograph receipts on the phone, read and matched as mailed ones. */
export default function ReceiptCaptureRoute() {
  return <ReceiptCapturePage />;
}
