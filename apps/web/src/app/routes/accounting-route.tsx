import { AccountingPage } from '@/features/accounting/routes/accounting-page';

/** `/accounting`: the mapping table and the accounting rules. */
export default function AccountingRoute() {
  return <AccountingPage />;
}
