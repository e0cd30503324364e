import { AccountingPlace } from '@/features/accounting/components/accounting-place';
import { SatInvoicesPlace } from '@/features/sat/components/sat-invoices-place';
import TransactionDrawer from '@/features/transaction-drawer/components/transaction-drawer';
import type { EntrySections } from '@/features/transaction-drawer/model/entry-sections';
import type { EntryDrawerProps } from '@/entries/entry-ref';

// The drawer's sections that other features own: each loads its code and its messages when
// first shown.
const sections: EntrySections = { satInvoices: SatInvoicesPlace, accounting: AccountingPlace };

/**
 * The transaction drawer as the dashboard and a card's page open it, with the SAT Invoices and
 * Accounting sections in their places. Loaded with the first open row.
 */
export default function EntryDrawer(props: EntryDrawerProps) {
  return <TransactionDrawer {...props} sections={sections} />;
}
