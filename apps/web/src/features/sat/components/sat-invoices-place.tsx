import type { Company } from '@outlay/api-client';
import { lazy, Suspense } from 'react';
import { withMessages } from '@/i18n/messages';
import { useUserProfile } from '@/session/use-user-profile';
import type { SatEntryRef } from './sat-invoices-section';

// Its code and its messages load when a card transaction or a payment is first opened, for
// those who see it.
const SatInvoicesSection = lazy(withMessages(['sat'], () => import('./sat-invoices-section')));

/** The card services whose companies match SAT invoices (spec part 1 §6, part 2 §4). */
const SAT_CARD_SERVICES: readonly Company['cardServiceType'][] = ['tutuka', 'stripe-us'];

/**
 * The transaction drawer's SAT Invoices (collapsible, with its nested drawer for one invoice):
 * for admins and bookkeepers of Mexican companies on the two card services that match invoices.
 */
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
