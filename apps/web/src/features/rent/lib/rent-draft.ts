// The rent payment being written, kept in the tab's session storage while it moves between its
// pages: `/payrent` (the form) and `/payrent-review` (its review, reachable by its address),
// with the key it is sent under, so a reload of the review sends the same key (never charged
// twice). Back to the form keeps what was entered (the lease too: it is already uploaded, only
// its id and name are kept); a payment sent, or a new one, forgets it.
import type { RentDraft } from '@outlay/machines/rent-payment/rent-payment.types';

const STORAGE_KEY = 'outlay.rent.draft';

export interface KeptRentDraft {
  draft: RentDraft;
  idempotencyKey: string;
}

const TEXT_FIELDS = [
  'landlordName',
  'landlordAddress',
  'routingNumber',
  'accountNumber',
  'clabe',
  'propertyAddress',
  'amount',
] as const;

const isLease = (value: unknown) =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as Record<string, unknown>)['id'] === 'string' &&
    typeof (value as Record<string, unknown>)['name'] === 'string');

function isKept(value: unknown): value is KeptRentDraft {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  const draft = kept['draft'];
  if (typeof kept['idempotencyKey'] !== 'string') return false;
  if (typeof draft !== 'object' || draft === null) return false;
  const fields = draft as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof fields[field] === 'string') &&
    (fields['payoutMethod'] === 'bank' || fields['payoutMethod'] === 'cheque') &&
    (fields['frequency'] === 'once' || fields['frequency'] === 'monthly') &&
    (fields['cardId'] === null || typeof fields['cardId'] === 'number')
  );
}

/**
 * A Mexican rent's fields, read as kept or as the form starts them: a draft kept before they
 * existed (a tab open across a release) still opens.
 */
function withMexicanFields(kept: KeptRentDraft): KeptRentDraft {
  const fields = kept.draft as unknown as Record<string, unknown>;
  const kind = fields['landlordKind'];
  const use = fields['propertyUse'];
  const rfc = fields['landlordRfc'];
  const lease = fields['lease'];
  return {
    ...kept,
    draft: {
      ...kept.draft,
      landlordKind: kind === 'company' ? 'company' : 'person',
      propertyUse: use === 'residential' ? 'residential' : 'commercial',
      landlordRfc: typeof rfc === 'string' ? rfc : '',
      lease: isLease(lease) ? (lease as RentDraft['lease']) : null,
    },
  };
}

/** The kept draft, or null (none, or a value this code did not write). */
export function readRentDraft(storage: Storage = sessionStorage): KeptRentDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return isKept(value) ? withMexicanFields(value) : null;
  } catch {
    return null;
  }
}

export function keepRentDraft(kept: KeptRentDraft, storage: Storage = sessionStorage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(kept));
}

export function forgetRentDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
