import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a reminder's link works: a week, until the next weekly reminder brings a new one. */
export const RECEIPT_LINK_DAYS = 7;
const PURPOSE = 'transaction-receipt';

/** What a /transaction-receipt?token= link names: one entry of one cardholder, until a time. */
export interface ReceiptLinkClaims {
  companyId: number;
  userId: number;
  entryId: number;
  /** Unix seconds. */
  expires: number;
}

export type ReceiptLinkCheck =
  { ok: true; claims: ReceiptLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The key of these links alone, derived so no other signed value can pass for one. */
const keyOf = (secret: string) => createHmac('sha256', secret).update(`outlay:${PURPOSE}`).digest();

const mac = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/** A signed token for one entry: `<purpose>.<company>.<user>.<entry>.<expires>.<mac>`. */
export function signReceiptLink(secret: string, claims: ReceiptLinkClaims): string {
  const body = [
    PURPOSE,
    claims.companyId.toString(36),
    claims.userId.toString(36),
    claims.entryId.toString(36),
    claims.expires.toString(36),
  ].join('.');
  return `${body}.${mac(secret, body)}`;
}

export function checkReceiptLink(
  secret: string,
  token: string,
  nowSeconds: number,
): ReceiptLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== PURPOSE) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(parts[5] ?? '');
  const expected = Buffer.from(mac(secret, parts.slice(0, 5).join('.')));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const [companyId, userId, entryId, expires] = parts
    .slice(1, 5)
    .map((part) => (/^[0-9a-z]{1,12}$/.test(part) ? parseInt(part, 36) : NaN));
  if (
    ![companyId, userId, entryId, expires].every((value) => Number.isSafeInteger(value)) ||
    companyId === undefined ||
    userId === undefined ||
    entryId === undefined ||
    expires === undefined
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (nowSeconds > expires) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { companyId, userId, entryId, expires } };
}

/** The web page a reminder links to for one entry. */
export const receiptLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/client/transaction-receipt?token=${encodeURIComponent(token)}`;
