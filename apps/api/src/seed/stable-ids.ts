import { createHash } from 'node:crypto';

/**
 * A UUID (version 4 layout) derived from a name, so the demo data has the same ids on every
 * machine and every reset without storing a list of random-looking constants.
 */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`outlay-seed:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A fixed per-name salt, so demo password hashes are identical on every reset too. */
export function stableSalt(name: string): Buffer {
  return createHash('sha256').update(`outlay-seed-salt:${name}`).digest().subarray(0, 16);
}
