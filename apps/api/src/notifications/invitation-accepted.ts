import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { invitationAcceptedNotice } from './notices.js';
import type { Notifier } from './notifier.js';

/**
 * Someone invited set their password: the person who invited them is told (if still of the
 * company). People seeded or signed up without an invitation have no inviter to tell.
 */
export async function notifyInvitationAccepted(
  deps: { db: Db; notifier: Notifier },
  invited: { userId: number; companyId: number },
  lang: Lang,
) {
  const row = await kyselyOf(deps.db)
    .selectFrom('invitations as i')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'i.user_id').onRef('u.company_id', '=', 'i.company_id'),
    )
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([
      'i.invited_by',
      'u.email',
      'c.name as company',
      sql<string>`u.first_name || ' ' || u.last_name`.as('name'),
    ])
    .where('i.company_id', '=', invited.companyId)
    .where('c.id', '=', invited.companyId)
    .where('i.user_id', '=', invited.userId)
    .where('i.completed_at', 'is not', null)
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.invited_by === null || row.invited_by === invited.userId) return;
  await deps.notifier.notify(
    { companyId: invited.companyId, userId: row.invited_by },
    (words) =>
      invitationAcceptedNotice(words, {
        name: row.name.trim(),
        email: row.email,
        company: row.company,
      }),
    lang,
  );
}
