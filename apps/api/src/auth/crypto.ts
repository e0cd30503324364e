import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret for cookies: 32 random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * How bearer secrets (challenge and refresh tokens) are stored: they are random and long, so a
 * plain SHA-256 is enough to make a leaked table useless.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
