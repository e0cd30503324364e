import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

/**
 * Locks the person's row for the rest of `tx`: requests for them are taken one after the
 * other, so parallel ones cannot pass a per-person limit together.
 */
export async function lockUser(
  tx: Db,
  owner: { userId: number; companyId: number },
): Promise<void> {
  await kyselyOf(tx)
    .selectFrom('users')
    .select('id')
    .where('id', '=', owner.userId)
    .where('company_id', '=', owner.companyId)
    .forUpdate()
    .execute();
}
