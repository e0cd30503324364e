import type { TeamMember } from '@outlay/api-client/schema';
import type { Role } from '../http/security.js';

export type { TeamMember, MemberStatus } from '@outlay/api-client/schema';

/** How long an invitation link holds. */
export const INVITATION_DAYS = 14;

/**
 * The columns a member row is read with (`u` the user, `i` their latest invitation, `d` and
 * `l` their department and location); `$now` is the parameter holding the clock's time.
 */
export function memberColumns(now: string) {
  return `u.id, u.public_id, u.first_name, u.last_name, u.email, u.role, u.status,
          u.is_delegate, u.legal_representative, u.needs_password_setup,
          u.is_physical_card_creation_enable, u.is_virtual_card_creation_enable,
          d.id AS department_id, d.name AS department_name,
          l.id AS location_id, l.name AS location_name,
          i.created_at AS invited_at, i.expires_at AS invitation_expires_at,
          (i.id IS NOT NULL AND (i.revoked_at IS NOT NULL OR i.expires_at <= ${now}))
            AS invitation_expired`;
}

/** The joins `memberColumns` reads: the latest invitation of each person, their groups. */
export const MEMBER_JOINS = `
  LEFT JOIN team_groups d ON d.id = u.department_id AND d.company_id = u.company_id
  LEFT JOIN team_groups l ON l.id = u.location_id AND l.company_id = u.company_id
  LEFT JOIN LATERAL (
    SELECT id, created_at, expires_at, revoked_at FROM invitations
     WHERE user_id = u.id AND company_id = u.company_id AND completed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1
  ) i ON u.needs_password_setup`;

/** The SQL of a member's status as the list shows it: pending until the password is set. */
export const MEMBER_STATUS_SQL = `CASE WHEN u.needs_password_setup THEN 'pending' ELSE u.status END`;

export interface MemberRow extends Record<string, unknown> {
  id: number;
  public_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  status: 'active' | 'inactive' | 'blocked';
  is_delegate: boolean;
  legal_representative: boolean;
  needs_password_setup: boolean;
  is_physical_card_creation_enable: boolean;
  is_virtual_card_creation_enable: boolean;
  department_id: number | null;
  department_name: string | null;
  location_id: number | null;
  location_name: string | null;
  invited_at: Date | null;
  invitation_expires_at: Date | null;
  invitation_expired: boolean | null;
}

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
