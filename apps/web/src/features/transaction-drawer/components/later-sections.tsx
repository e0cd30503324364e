// The places the later sections take in the drawer (spec part 2 §2.2): SAT Invoices (Mexican
// companies matching invoices; its own issue) between the files and the memo, and Accounting
// (category, tax rate, tracking categories) after the memo.
import { lazy, Suspense } from 'react';
import { withMessages } from '../../../i18n/messages';
import type { AccountingEntryRef } from '../api/get-entry-accounting';

// Its code and its messages load when a card transaction or a payment is first opened.
const AccountingSection = lazy(withMessages(['accounting'], () => import('./accounting-section')));

/** Collapsible SAT Invoices, with its nested drawer for one invoice. */
export function SatInvoicesPlace() {
  return null;
}

/** Accounting: category, tax rate and tracking categories or departments. */
export function AccountingPlace({ entry }: { entry: AccountingEntryRef }) {
  return (
    <Suspense fallback={null}>
      <AccountingSection entry={entry} />
    </Suspense>
  );
}
