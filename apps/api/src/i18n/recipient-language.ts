import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from './language.js';

/** A person a message is written for. */
export interface Recipient {
  companyId: number;
  userId: number;
}

/**
 * The language a message to a person is written in (issue 36): the one they saved on their
 * profile, else the fallback the sender has (the request's, or the company's country's). Every
 * SMS and mail to a known person goes through here, so a saved language is never overruled by
 * whoever's browser caused the message.
 */
export async function languageOf(db: Db, to: Recipient, fallback: Lang): Promise<Lang> {
  const row = await kyselyOf(db)
    .selectFrom('users')
    .select('language')
    .where('company_id', '=', to.companyId)
    .where('id', '=', to.userId)
    .executeTakeFirst();
  return row?.language ?? fallback;
}
