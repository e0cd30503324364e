import { PaymentsPage } from '@/features/payments/routes/payments-page';

/** `/spei-review`: the review of the SPEI payment being written on `/spei`, by its address. */
export default function SpeiReviewRoute() {
  return <PaymentsPage spei review />;
}
