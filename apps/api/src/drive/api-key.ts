import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../http/errors.js';
import type { SecurityScheme } from '../http/security.js';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The drive's fixed `x-api-key`. The web app ships it, so it proves nothing about the caller:
 * it keeps crawlers and stray scripts off the drive, and lets the drive move to its own host
 * (or rotate the key) without touching the portal's code. The upload request's uuid is what
 * grants access.
 */
export function driveApiKeyScheme(expected: string): SecurityScheme {
  return {
    resolve(request) {
      const given = request.headers['x-api-key'];
      return Promise.resolve(typeof given === 'string' && sameKey(given, expected) ? {} : null);
    },
    failure: () => unauthorized('drive.apiKeyRequired'),
  };
}
