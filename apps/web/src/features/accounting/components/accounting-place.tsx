import { lazy, Suspense } from 'react';
import { withMessages } from '@/i18n/messages';
import type { AccountingEntryRef } from '../api/get-entry-accounting';

// Its code and its messages load when a card transaction or a payment is first opened.
const AccountingSection = lazy(withMessages(['accounting'], () => import('./accounting-section')));

/** The transaction drawer's Accounting: category, tax rate and tracking categories or departments. */
export function AccountingPlace({ entry }: { entry: AccountingEntryRef }) {
  return (
    <Suspense fallback={null}>
      <AccountingSection entry={entry} />
    </Suspense>
  );
}
