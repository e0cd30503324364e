import { BillingPage } from '@/features/billing/routes/billing-page';

/** `/billing`: billing configuration, AutoPay accounts and agreements, linked banks. */
export default function BillingRoute() {
  return <BillingPage />;
}
