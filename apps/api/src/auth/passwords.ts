import * as argon2 from 'argon2';
import type { PasswordHashingParams } from '../config.js';

export interface PasswordHasher {
  hash(password: string, options?: { salt?: Buffer }): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown emails, so timing does not tell. */
  verifyUnknown(password: string): Promise<false>;
  needsRehash(storedHash: string): boolean;
}

/** The argon2 functions the hasher uses (a test records what each check is given). */
export type Argon2 = Pick<typeof argon2, 'hash' | 'verify' | 'needsRehash'>;

/** Whether a stored value is an argon2 hash at all (an invited user's `!invited:…` is not). */
const isArgon2Hash = (storedHash: string) => storedHash.startsWith('$argon2');

/**
 * Every check costs one argon2 verify with the configured parameters, whoever is asked about:
 * an unknown email and a password not set yet run it against a dummy hash made with them, and
 * stored hashes are made with them too (the demo seed included), so a wrong password and an
 * unknown address take the same time.
 */
export function createPasswordHasher(
  params: PasswordHashingParams,
  argon: Argon2 = argon2,
): PasswordHasher {
  const options = { type: argon2.argon2id, ...params } as const;
  let dummy: Promise<string> | undefined;
  const verifyDummy = async (password: string): Promise<false> => {
    dummy ??= argon.hash('outlay-unknown-user', options);
    await argon.verify(await dummy, password);
    return false;
  };
  return {
    hash: (password, extra) => argon.hash(password, { ...options, ...extra }),
    verify: async (storedHash, password) => {
      if (!isArgon2Hash(storedHash)) return verifyDummy(password);
      try {
        return await argon.verify(storedHash, password);
      } catch {
        // A malformed stored hash must read as a wrong password, not a 500.
        return false;
      }
    },
    verifyUnknown: verifyDummy,
    needsRehash: (storedHash) => argon.needsRehash(storedHash, params),
  };
}
