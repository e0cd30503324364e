// The idempotency key of a payment being sent, kept in the tab's session storage until the
// payment is confirmed sent: a reload in the middle (the answer lost, the connection dropped)
// followed by the same payment sends the same key, and the server answers the payment it
// already made instead of making a second. Other details after the reload are another payment,
// with a key of its own.
const STORAGE_KEY = 'outlay.payments.pendingKey';

interface Pending {
  key: string;
  details: string;
}

function read(storage: Storage): Pending | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'key' in value &&
      'details' in value &&
      typeof value.key === 'string' &&
      typeof value.details === 'string'
    ) {
      return { key: value.key, details: value.details };
    }
  } catch {
    // A value this code did not write: a fresh key replaces it.
  }
  return null;
}

/** What the server's fingerprint is made of: the same payment has the same details. */
export function paymentDetails(details: {
  recipientId: number;
  amountMinor: number;
  currency: string;
  description: string;
  referenceNumber: string;
}): string {
  return JSON.stringify([
    details.recipientId,
    details.amountMinor,
    details.currency,
    details.description.trim(),
    details.referenceNumber,
  ]);
}

/** The key to send these details under: the kept one for the same details, else a new one. */
export function pendingKeyFor(details: string, storage: Storage = sessionStorage): string {
  const kept = read(storage);
  if (kept?.details === details) return kept.key;
  const key = crypto.randomUUID();
  storage.setItem(STORAGE_KEY, JSON.stringify({ key, details } satisfies Pending));
  return key;
}

/** The payment of `key` is confirmed sent: the next one, even with the same details, is new. */
export function forgetSentKey(key: string, storage: Storage = sessionStorage): void {
  if (read(storage)?.key === key) storage.removeItem(STORAGE_KEY);
}
