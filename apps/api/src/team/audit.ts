import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';

/** What the audit trail records about the company's people (migration 0017). */
export type TeamAuditAction =
  | 'user.invited'
  | 'invitation.resent'
  | 'invitation.cancelled'
  | 'user.role_changed'
  | 'user.permissions_changed'
  | 'user.status_changed'
  | 'user.deleted'
  | 'legal_representative.changed';

export interface TeamAuditEvent {
  companyId: number;
  /** Who did it (the signed-in admin). */
  actorId: number;
  /** Whom it was done to. */
  subjectId: number;
  action: TeamAuditAction;
  /** What changed, for instance `{ from: 'employee', to: 'admin' }`. */
  details?: Record<string, unknown>;
}

/**
 * Writes one row of the audit trail, in the transaction of the change it records: a change
 * that rolls back leaves no row, and none is made without its row.
 */
export async function recordTeamEvent(tx: Db, clock: Clock, event: TeamAuditEvent) {
  await tx.query(
    `INSERT INTO team_audit_events (company_id, actor_id, subject_id, action, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      event.companyId,
      event.actorId,
      event.subjectId,
      event.action,
      JSON.stringify(event.details ?? {}),
      clock.now(),
    ],
  );
}
