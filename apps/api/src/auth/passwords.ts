import { argon2id, hash, needsRehash, verify } from 'argon2';
import type { PasswordHashingParams } from '../config.js';

export interface PasswordHasher {
  hash(password: string, options?: { salt?: Buffer }): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown emails, so timing does not tell. */
  verifyUnknown(password: string): Promise<false>;
  needsRehash(storedHash: string): boolean;
}

export function createPasswordHasher(params: PasswordHashingParams): PasswordHasher {
  const options = { type: argon2id, ...params } as const;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password, extra) => hash(password, { ...options, ...extra }),
    verify: async (storedHash, password) => {
      try {
        return await verify(storedHash, password);
      } catch {
        // A malformed stored hash must read as a wrong password, not a 500.
        return false;
      }
    },
    async verifyUnknown(password) {
      dummy ??= hash('outlay-unknown-user', options);
      await verify(await dummy, password);
      return false;
    },
    needsRehash: (storedHash) => needsRehash(storedHash, params),
  };
}
