// The transfer being written, kept in the tab's session storage while it moves between its
// pages: `/spei` (the form) and `/spei-review` (its review, reachable by its address). Back to
// the form keeps what was entered; a payment sent, or a new one, forgets it.
import type { PaymentDraft } from '@outlay/machines/payment-transfer/payment-transfer.types';

const STORAGE_KEY = 'outlay.payments.draft';

function isDraft(value: unknown): value is PaymentDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const recipient = draft['recipient'];
  return (
    typeof recipient === 'object' &&
    recipient !== null &&
    typeof (recipient as Record<string, unknown>)['id'] === 'number' &&
    ['amount', 'description', 'referenceNumber', 'transferCurrency'].every(
      (field) => typeof draft[field] === 'string',
    )
  );
}

/** The kept draft, or null (none, or a value this code did not write). */
export function readDraft(storage: Storage = sessionStorage): PaymentDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepDraft(draft: PaymentDraft, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(draft));
}

export function forgetDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
