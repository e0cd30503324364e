import type { Db } from '../db/db.js';

/**
 * One Primary Account Owner in each company that has confirmed one: its first active admin,
 * unless an area named another. Companies still to confirm theirs (the login gate's) have none.
 * Users are seeded without the flag, since several admins of one company cannot all hold it.
 */
export async function seedAccountOwners(db: Db): Promise<void> {
  await db.query(
    `UPDATE users SET legal_representative = true
      WHERE id IN (
        SELECT DISTINCT ON (u.company_id) u.id
          FROM users u JOIN companies c ON c.id = u.company_id
         WHERE c.legal_representative_confirmed AND u.role = 'admin' AND u.status = 'active'
           AND u.deleted_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM users o
                            WHERE o.company_id = u.company_id AND o.legal_representative)
         ORDER BY u.company_id, u.id)`,
  );
}
