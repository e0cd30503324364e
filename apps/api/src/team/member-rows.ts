import type { MemberStatus, TeamMember } from '@outlay/api-client/schema';
import type { ExpressionBuilder } from 'kysely';
import type { Queries } from '../db/kysely.js';
import type { Users } from '../db/schema.js';

export type { TeamMember, MemberStatus } from '@outlay/api-client/schema';

/** How long an invitation link holds. */
export const INVITATION_DAYS = 14;

/**
 * People of the company as the Members tab shows them: `u` the user, `i` their latest
 * invitation (read only while they have not set a password), `d` and `l` their department and
 * location. Callers pin `u` to their company and add their own conditions.
 */
export function memberRows(q: Queries, now: Date) {
  return q
    .selectFrom('users as u')
    .leftJoin('team_groups as d', (join) =>
      join.onRef('d.id', '=', 'u.department_id').onRef('d.company_id', '=', 'u.company_id'),
    )
    .leftJoin('team_groups as l', (join) =>
      join.onRef('l.id', '=', 'u.location_id').onRef('l.company_id', '=', 'u.company_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('invitations')
          .select(['id', 'created_at', 'expires_at', 'revoked_at'])
          .whereRef('user_id', '=', 'u.id')
          .whereRef('company_id', '=', 'u.company_id')
          .where('completed_at', 'is', null)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('i'),
      (join) => join.on((eb) => eb.ref('u.needs_password_setup')),
    )
    .select((eb) => [
      'u.id',
      'u.public_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role',
      'u.status',
      'u.is_delegate',
      'u.legal_representative',
      'u.needs_password_setup',
      'u.is_physical_card_creation_enable',
      'u.is_virtual_card_creation_enable',
      'd.id as department_id',
      'd.name as department_name',
      'l.id as location_id',
      'l.name as location_name',
      'i.created_at as invited_at',
      'i.expires_at as invitation_expires_at',
      eb
        .and([
          eb('i.id', 'is not', null),
          eb.or([eb('i.revoked_at', 'is not', null), eb('i.expires_at', '<=', now)]),
        ])
        .$castTo<boolean>()
        .as('invitation_expired'),
    ]);
}

/** A member's status as the list shows it: pending until the password is set. */
export function memberStatus(eb: ExpressionBuilder<{ u: Users }, 'u'>) {
  return eb
    .case()
    .when('u.needs_password_setup', '=', true)
    .then(eb.val<MemberStatus>('pending'))
    .else(eb.ref('u.status'))
    .end();
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirstOrThrow']>>;

export function toTeamMember(row: MemberRow, viewerId: number): TeamMember {
  const group = (id: number | null, name: string | null) =>
    id === null || name === null ? null : { id, name };
  return {
    id: row.public_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    status: row.needs_password_setup ? 'pending' : row.status,
    isDelegate: row.is_delegate,
    legalRepresentative: row.legal_representative,
    isCurrentUser: row.id === viewerId,
    is_physical_card_creation_enable: row.is_physical_card_creation_enable,
    is_virtual_card_creation_enable: row.is_virtual_card_creation_enable,
    department: group(row.department_id, row.department_name),
    location: group(row.location_id, row.location_name),
    invitation:
      row.invited_at && row.invitation_expires_at
        ? {
            state: row.invitation_expired ? 'EXPIRED' : 'CREATED',
            sentAt: row.invited_at.toISOString(),
            expiresAt: row.invitation_expires_at.toISOString(),
          }
        : null,
  };
}
