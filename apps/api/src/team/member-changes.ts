import type { EditUserRequest } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import { revokeOpenInvitations } from '../invitations/invitation-links.js';
import type { Role, Session } from '../http/security.js';
import type { Services } from '../services.js';
import { type TeamAuditEvent, recordTeamEvent } from './audit.js';
import { lockCompany } from './company-lock.js';
import type { Members } from './members.js';
import type { TeamMember } from './member-rows.js';

/** The person a change is about, read and locked in the change's transaction. */
interface Subject {
  id: number;
  role: Role;
  status: 'active' | 'inactive' | 'blocked';
  pending: boolean;
  isDelegate: boolean;
  legalRepresentative: boolean;
  physical: boolean;
  virtual: boolean;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'team.memberNotFound');
const notYourself = () => new AppError(409, 'CONFLICT', 'team.notYourself');
const lastAdmin = () => new AppError(409, 'CONFLICT', 'team.lastAdmin');

/** Only admins and employees may be signed up directly (spec part 2 §6). */
export const DELEGATE_ROLES: readonly Role[] = ['admin', 'employee'];

async function lockSubject(tx: Db, session: Session, publicId: string): Promise<Subject> {
  // The company's row first: two admins changing admins at once are taken one after the other,
  // so the last-admin rule holds.
  await lockCompany(tx, session.companyId);
  const row = await kyselyOf(tx)
    .selectFrom('users')
    .select([
      'id',
      'role',
      'status',
      'needs_password_setup',
      'is_delegate',
      'legal_representative',
      'is_physical_card_creation_enable',
      'is_virtual_card_creation_enable',
    ])
    .where('public_id', '=', publicId)
    .where('company_id', '=', session.companyId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    pending: row.needs_password_setup,
    isDelegate: row.is_delegate,
    legalRepresentative: row.legal_representative,
    physical: row.is_physical_card_creation_enable,
    virtual: row.is_virtual_card_creation_enable,
  };
}

/** Whether the subject is one of the admins who keep the company running. */
const isActiveAdmin = (subject: Subject) =>
  subject.role === 'admin' && subject.status === 'active' && !subject.pending;

async function otherActiveAdmins(tx: Db, session: Session, subject: Subject): Promise<number> {
  const row = await kyselyOf(tx)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('company_id', '=', session.companyId)
    .where('id', '<>', subject.id)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where((eb) => eb.not(eb.ref('needs_password_setup')))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export interface MemberChanges {
  edit(session: Session, publicId: string, body: EditUserRequest): Promise<TeamMember>;
  remove(session: Session, publicId: string, actionCode: string): Promise<void>;
}

/**
 * An admin's changes to a person (edit-user, delete-user): each spends a fresh action code in
 * the change's transaction (a refused change leaves it unspent), keeps the company with an
 * active admin, writes the audit trail, and ends the person's sessions and trusted devices at
 * once when they may no longer sign in.
 */
export function createMemberChanges(services: Services, members: Members): MemberChanges {
  const { db, clock, actionCodes, accountSecurity, liveSessions, trustedDevices, companies } =
    services;

  /**
   * A person who may no longer sign in keeps no session and no browser that skips the code:
   * were they let in again, an old trusted browser would otherwise sign them in on the
   * password alone.
   */
  async function endAccess(tx: Db, session: Session, subject: Subject) {
    const user = { userId: subject.id, companyId: session.companyId };
    await accountSecurity.endSessions(user, tx);
    await trustedDevices.revokeAll(user, tx);
  }

  async function spend(tx: Db, session: Session, actionType: string, actionCode: string) {
    await actionCodes.spend(session, { actionType }, actionCode, tx);
  }

  /** The company has no Primary Account Owner any more: the gate asks its admins again. */
  async function releaseOwner(tx: Db, session: Session, subject: Subject) {
    if (!subject.legalRepresentative) return;
    const q = kyselyOf(tx);
    await q
      .updateTable('users')
      .set({ legal_representative: false })
      .where('id', '=', subject.id)
      .where('company_id', '=', session.companyId)
      .execute();
    await q
      .updateTable('companies')
      .set({ legal_representative_confirmed: false })
      .where('id', '=', session.companyId)
      .execute();
  }

  return {
    async edit(session, publicId, body) {
      const company = await companies.details(session.companyId);
      if (body.role === 'bookkeeper' && !(company?.isBookkeeperAvailable ?? false)) {
        throw new AppError(400, 'BAD_REQUEST', 'team.bookkeeperUnavailable');
      }
      const subject = await db.transaction(async (tx) => {
        const subject = await lockSubject(tx, session, publicId);
        const role = body.role ?? subject.role;
        const status = body.status ?? subject.status;
        const roleChanges = role !== subject.role;
        const statusChanges = status !== subject.status;
        if (subject.id === session.userId && (roleChanges || statusChanges)) throw notYourself();
        if (statusChanges && subject.pending) {
          throw new AppError(409, 'CONFLICT', 'team.pendingStatus');
        }
        if (
          isActiveAdmin(subject) &&
          (role !== 'admin' || status !== 'active') &&
          (await otherActiveAdmins(tx, session, subject)) === 0
        ) {
          throw lastAdmin();
        }
        await spend(tx, session, 'EDIT_USER', body.actionCode);
        // Choosing a role sets both card permissions on (spec part 2 §4) unless the admin
        // chose them with it; otherwise they stay as they were.
        const chosenDefault = (current: boolean) => (roleChanges ? true : current);
        const physical = body.is_physical_card_creation_enable ?? chosenDefault(subject.physical);
        const virtual = body.is_virtual_card_creation_enable ?? chosenDefault(subject.virtual);
        await kyselyOf(tx)
          .updateTable('users')
          .set({
            role,
            status,
            is_delegate: subject.isDelegate && DELEGATE_ROLES.includes(role),
            is_physical_card_creation_enable: physical,
            is_virtual_card_creation_enable: virtual,
          })
          .where('id', '=', subject.id)
          .where('company_id', '=', session.companyId)
          .execute();
        const events: Omit<TeamAuditEvent, 'companyId' | 'actorId' | 'subjectId'>[] = [];
        if (roleChanges) {
          events.push({ action: 'user.role_changed', details: { from: subject.role, to: role } });
        }
        if (physical !== subject.physical || virtual !== subject.virtual) {
          events.push({
            action: 'user.permissions_changed',
            details: {
              from: { physical: subject.physical, virtual: subject.virtual },
              to: { physical, virtual },
            },
          });
        }
        if (statusChanges) {
          events.push({
            action: 'user.status_changed',
            details: { from: subject.status, to: status },
          });
        }
        for (const event of events) {
          await recordTeamEvent(tx, clock, {
            ...event,
            companyId: session.companyId,
            actorId: session.userId,
            subjectId: subject.id,
          });
        }
        if (status !== 'active') {
          await releaseOwner(tx, session, subject);
          await endAccess(tx, session, subject);
        }
        return subject;
      });
      liveSessions.forgetUser(subject.id);
      const member = await members.one(session, publicId);
      if (!member) throw notFound();
      return member;
    },

    async remove(session, publicId, actionCode) {
      const subject = await db.transaction(async (tx) => {
        const subject = await lockSubject(tx, session, publicId);
        if (subject.id === session.userId) throw notYourself();
        if (isActiveAdmin(subject) && (await otherActiveAdmins(tx, session, subject)) === 0) {
          throw lastAdmin();
        }
        await spend(tx, session, 'DELETE_USER', actionCode);
        const now = clock.now();
        const q = kyselyOf(tx);
        await q
          .updateTable('users')
          .set({ deleted_at: now, status: 'inactive', department_id: null, location_id: null })
          .where('id', '=', subject.id)
          .where('company_id', '=', session.companyId)
          .execute();
        await revokeOpenInvitations(tx, { companyId: session.companyId, userId: subject.id }, now);
        await releaseOwner(tx, session, subject);
        await endAccess(tx, session, subject);
        await recordTeamEvent(tx, clock, {
          companyId: session.companyId,
          actorId: session.userId,
          subjectId: subject.id,
          action: subject.pending ? 'invitation.cancelled' : 'user.deleted',
          details: { role: subject.role },
        });
        return subject;
      });
      liveSessions.forgetUser(subject.id);
    },
  };
}
