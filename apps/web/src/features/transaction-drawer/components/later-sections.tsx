// The places the later sections take in the drawer (spec part 2 §2.2): SAT Invoices (admins
// and bookkeepers of Mexican companies on the two card services that match invoices) between
// the files and the memo, and Accounting (category, tax rate, tracking categories) after it.
import type { Company } from '@outlay/api-client';
import { lazy, Suspense } from 'react';
import { withMessages } from '../../../i18n/messages';
import { useUserProfile } from '../../../session/use-user-profile';
import type { AccountingEntryRef } from '../api/get-entry-accounting';
import type { SatEntryRef } from './sat-invoices-section';

// Its code and its messages load when a card transaction or a payment is first opened.
const AccountingSection = lazy(withMessages(['accounting'], () => import('./accounting-section')));

const SatInvoicesSection = lazy(withMessages(['sat'], () => import('./sat-invoices-section')));

/** The card services whose companies match SAT invoices (spec part 1 §6, part 2 §4). */
const SAT_CARD_SERVICES: readonly Company['cardServiceType'][] = ['tutuka', 'stripe-us'];

/** Collapsible SAT Invoices, with its nested drawer for one invoice. */
export function SatInvoicesPlace({
  entry,
  company,
  onFilesChanged,
}: {
  entry: SatEntryRef;
  company: Company;
  onFilesChanged: () => void;
}) {
  const profile = useUserProfile();
  const role = profile.data?.role;
  if (
    company.countryCode !== 'MX' ||
    !SAT_CARD_SERVICES.includes(company.cardServiceType) ||
    (role !== 'admin' && role !== 'bookkeeper')
  ) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SatInvoicesSection entry={entry} onFilesChanged={onFilesChanged} />
    </Suspense>
  );
}

/** Accounting: category, tax rate and tracking categories or departments. */
export function AccountingPlace({ entry }: { entry: AccountingEntryRef }) {
  return (
    <Suspense fallback={null}>
      <AccountingSection entry={entry} />
    </Suspense>
  );
}
