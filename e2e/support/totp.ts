import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const character of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The 6-digit code an authenticator app shows for `secret` (RFC 6238: HMAC-SHA1, 30-second
 * steps) `stepsAhead` steps from now: the server takes one step either side, and each step
 * only once, so a second code in the same half-minute is the next step's.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const step = Math.floor(Date.now() / 30_000) + stepsAhead;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}
