import type { SupportContact } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Session } from '../http/security.js';

export type { SupportContact } from '@outlay/api-client/schema';

interface ContactRow extends Record<string, unknown> {
  name: string;
  email: string;
  updated_at: Date | string;
}

export interface SupportContacts {
  /** The user's own email, to check that a lookup update names the caller. */
  emailOf(session: Session): Promise<string | null>;
  save(session: Session, contact: { name: string; email: string }): Promise<SupportContact>;
}

export function createSupportContacts(db: Db, clock: Clock): SupportContacts {
  return {
    async emailOf(session) {
      const [row] = await db.query<{ email: string }>(
        'SELECT email FROM users WHERE id = $1 AND company_id = $2',
        [session.userId, session.companyId],
      );
      return row?.email ?? null;
    },

    async save(session, contact) {
      const [row] = await db.query<ContactRow>(
        `INSERT INTO support_contacts (company_id, user_id, name, email, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE
           SET name = EXCLUDED.name, email = EXCLUDED.email, updated_at = EXCLUDED.updated_at
         RETURNING name, email, updated_at`,
        [session.companyId, session.userId, contact.name, contact.email, clock.now()],
      );
      if (!row) throw new Error('support_contacts upsert returned no row');
      return {
        name: row.name,
        email: row.email,
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    },
  };
}
