// Cream-user mode (spec part 1 §2.3): a page on its own, without sidebar or header, with a way
// back. The spec does not say how it is entered: a `mode=cream` query parameter does, so a
// link from another product can open any signed-in page this way.
import type { MessageId } from '@/i18n/catalogs';

export interface CreamMode {
  backTo: string;
  backLabel: MessageId;
}

export function creamModeOf(search: string): CreamMode | null {
  const params = new URLSearchParams(search);
  if (params.get('mode') !== 'cream') return null;
  return params.get('redirect') === 'external-accounts'
    ? { backTo: '/wallet?tab=external-accounts', backLabel: 'shell.cream.backToExternalAccounts' }
    : { backTo: '/dashboard', backLabel: 'shell.cream.backToDashboard' };
}
