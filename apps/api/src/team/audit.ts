import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { TeamAuditEvents } from '../db/schema.js';

/** What the audit trail records about the company's people (migration 0017). */
export type TeamAuditAction = TeamAuditEvents['action'];

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
 * that rolls back leaves no row, and none is made without its row. A delegate's change is
 * recorded as made on behalf of the admin they act for (issue 36).
 */
export async function recordTeamEvent(tx: Db, clock: Clock, event: TeamAuditEvent) {
  const q = kyselyOf(tx);
  const actor = await q
    .selectFrom('users')
    .select('delegate_for')
    .where('id', '=', event.actorId)
    .where('company_id', '=', event.companyId)
    .executeTakeFirst();
  await q
    .insertInto('team_audit_events')
    .values({
      on_behalf_of: actor?.delegate_for ?? null,
      company_id: event.companyId,
      actor_id: event.actorId,
      subject_id: event.subjectId,
      action: event.action,
      details: JSON.stringify(event.details ?? {}),
      created_at: clock.now(),
    })
    .execute();
}
