import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

/**
 * Locks the company's row for the rest of `tx`: changes to its admins or its owner are taken one
 * after the other, so each sees what the one before it left (the last-admin rule, one owner).
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await kyselyOf(tx)
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .forUpdate()
    .execute();
}
