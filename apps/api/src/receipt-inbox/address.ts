import { createHmac, timingSafeEqual } from 'node:crypto';

/** The mail domain receipt addresses live on (demo mode: the local SMTP listener). */
export const RECEIPT_MAIL_DOMAIN = 'receipts.outlay.test';

const LOCAL_PART = /^r-([a-z0-9]{1,40})\.([a-f0-9]{16})$/;

function tagOf(secret: string, userKey: string): string {
  return createHmac('sha256', secret).update(`receipt-inbox:${userKey}`).digest('hex').slice(0, 16);
}

/**
 * A cardholder's personal receipt address: their public key plus a keyed tag, so an address
 * cannot be guessed from another user's and a changed key yields no valid address.
 */
export function receiptAddressFor(secret: string, userKey: string): string {
  const key = userKey.toLowerCase();
  if (!/^[a-z0-9]{1,40}$/.test(key)) throw new Error('receipt address: unusable user key');
  return `r-${key}.${tagOf(secret, key)}@${RECEIPT_MAIL_DOMAIN}`;
}

/** The user key an address belongs to, or null when it is not a genuine receipt address. */
export function userKeyOfAddress(secret: string, address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== RECEIPT_MAIL_DOMAIN) return null;
  const match = LOCAL_PART.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const [, key, tag] = match;
  if (key === undefined || tag === undefined) return null;
  const expected = Buffer.from(tagOf(secret, key));
  const given = Buffer.from(tag);
  return expected.length === given.length && timingSafeEqual(expected, given) ? key : null;
}
