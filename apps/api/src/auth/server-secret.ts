import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

/** Separate keys per use, so a key leaked from one feature does not sign for another. */
export type KeyPurpose =
  | 'access-token'
  | 'one-time-code'
  | 'download-link'
  | 'refresh-token'
  | 'trusted-device'
  | 'fiscal-credentials'
  | 'receipt-address'
  | 'sso-client-secret'
  | 'sandbox-idp-cookies';

export interface ServerKeys {
  get(purpose: KeyPurpose): Buffer;
}

/**
 * The server secret comes from OUTLAY_SECRET, or is generated once and kept in the database so
 * every instance (and every restart) signs with the same one.
 */
export async function loadServerKeys(db: Db, configured: string | undefined): Promise<ServerKeys> {
  let secret: string;
  if (configured !== undefined) {
    if (configured.length < 32) throw new Error('OUTLAY_SECRET must be at least 32 characters');
    secret = configured;
  } else {
    const q = kyselyOf(db);
    // The first instance to start stores one; every other keeps the one it finds.
    await q
      .insertInto('server_settings')
      .values({ name: 'secret', value: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await q
      .selectFrom('server_settings')
      .select('value')
      .where('name', '=', 'secret')
      .executeTakeFirst();
    if (!row) throw new Error('The server secret could not be stored');
    secret = row.value;
  }
  const keys = new Map<KeyPurpose, Buffer>();
  return {
    get(purpose) {
      let key = keys.get(purpose);
      if (!key) {
        key = createHmac('sha256', secret).update(`outlay:${purpose}`).digest();
        keys.set(purpose, key);
      }
      return key;
    },
  };
}
