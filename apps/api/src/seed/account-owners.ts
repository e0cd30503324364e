import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';

/**
 * One Primary Account Owner in each company that has confirmed one: its first active admin,
 * unless an area named another. Companies still to confirm theirs (the login gate's) have none.
 * Users are seeded without the flag, since several admins of one company cannot all hold it.
 */
export async function seedAccountOwners(db: Db): Promise<void> {
  // The seed writes every company's rows.
  const q = kyselyAcrossCompanies(db);
  await q
    .updateTable('users')
    .set({ legal_representative: true })
    .where(
      'id',
      'in',
      q
        .selectFrom('users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .distinctOn('u.company_id')
        .select('u.id')
        .where('c.legal_representative_confirmed', '=', true)
        .where('u.role', '=', 'admin')
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('users as o')
                .select('o.id')
                .whereRef('o.company_id', '=', 'u.company_id')
                .where('o.legal_representative', '=', true),
            ),
          ),
        )
        .orderBy('u.company_id')
        .orderBy('u.id'),
    )
    .execute();
}
