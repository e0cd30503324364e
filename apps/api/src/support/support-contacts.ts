import type { SupportContact } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Session } from '../http/security.js';

export type { SupportContact } from '@outlay/api-client/schema';

export interface SupportContacts {
  /** The user's own email, to check that a lookup update names the caller. */
  emailOf(session: Session): Promise<string | null>;
  save(session: Session, contact: { name: string; email: string }): Promise<SupportContact>;
}

export function createSupportContacts(db: Db, clock: Clock): SupportContacts {
  return {
    async emailOf(session) {
      const row = await kyselyOf(db)
        .selectFrom('users')
        .select('email')
        .where('id', '=', session.userId)
        .where('company_id', '=', session.companyId)
        .executeTakeFirst();
      return row?.email ?? null;
    },

    async save(session, contact) {
      const row = await kyselyOf(db)
        .insertInto('support_contacts')
        .values({
          company_id: session.companyId,
          user_id: session.userId,
          name: contact.name,
          email: contact.email,
          updated_at: clock.now(),
        })
        .onConflict((oc) =>
          oc.columns(['company_id', 'user_id']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            email: eb.ref('excluded.email'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .returning(['name', 'email', 'updated_at'])
        .executeTakeFirst();
      if (!row) throw new Error('support_contacts upsert returned no row');
      return {
        name: row.name,
        email: row.email,
        updatedAt: row.updated_at.toISOString(),
      };
    },
  };
}
