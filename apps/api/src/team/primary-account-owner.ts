import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { ActionCodes } from '../auth/action-codes.js';
import { recordTeamEvent } from './audit.js';
import { lockCompany } from './company-lock.js';

export interface OwnerAnswer {
  /** The user to be (or, with the caller's own id and false, not to be) the owner. */
  userPublicId: string;
  isAdminLegalRepresentative: boolean;
  /** CHANGE_ACCOUNT_OWNER's action code: needed when the flag moves between people. */
  actionCode?: string;
}

/** The action a transfer's code is for. */
export const CHANGE_ACCOUNT_OWNER = 'CHANGE_ACCOUNT_OWNER';

export interface OwnerResult {
  /** Whether the caller is the company's legal representative now. */
  legalRepresentative: boolean;
  legalRepresentativeConfirmed: boolean;
}

/**
 * Makes `ownerId` the company's Primary Account Owner (its legal representative) in `tx`:
 * whoever held the flag before loses it, the company is confirmed, and the audit trail says so.
 *
 * The company's row is locked first, so transfers in one company run one after the other and
 * each sees the owner the one before it set; the database's unique index on the flag
 * (migration 0023) refuses a second owner whatever path tries to set one.
 */
export async function appointOwner(
  tx: Db,
  clock: Clock,
  session: Session,
  ownerId: number,
): Promise<void> {
  const q = kyselyOf(tx);
  await lockCompany(tx, session.companyId);
  const before = await q
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', session.companyId)
    .where('legal_representative', '=', true)
    .where('id', '<>', ownerId)
    .limit(1)
    .executeTakeFirst();
  // Cleared before it is set: the unique index is checked row by row, not at the statement end.
  await q
    .updateTable('users')
    .set({ legal_representative: false })
    .where('company_id', '=', session.companyId)
    .where('legal_representative', '=', true)
    .where('id', '<>', ownerId)
    .execute();
  await q
    .updateTable('users')
    .set({ legal_representative: true })
    .where('company_id', '=', session.companyId)
    .where('id', '=', ownerId)
    .execute();
  await q
    .updateTable('companies')
    .set({ legal_representative_confirmed: true })
    .where('id', '=', session.companyId)
    .execute();
  await recordTeamEvent(tx, clock, {
    companyId: session.companyId,
    actorId: session.userId,
    subjectId: ownerId,
    action: 'legal_representative.changed',
    details: { previousOwnerId: before?.id ?? null },
  });
}

/**
 * confirm-legal-representative (spec part 1 §4.2, part 2 §2.9): the admin declares
 * themselves the Primary Account Owner, says they are not (the company stays unconfirmed), or
 * names another active person of the company.
 */
export function createPrimaryAccountOwner(db: Db, clock: Clock, actionCodes: ActionCodes) {
  /** Another active person of the company, locked, who is to be the owner. */
  async function lockedPerson(tx: Db, session: Session, publicId: string): Promise<number> {
    const person = await kyselyOf(tx)
      .selectFrom('users')
      .select('id')
      .where('public_id', '=', publicId)
      .where('company_id', '=', session.companyId)
      .where('status', '=', 'active')
      .where((eb) => eb.not(eb.ref('needs_password_setup')))
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!person) throw new AppError(404, 'NOT_FOUND', 'pao.notActiveUser');
    return person.id;
  }

  /**
   * Moving the flag between people (to another, or to the caller from another) is a transfer:
   * like edit-user it spends a fresh code, in the transaction, so a refused answer leaves it
   * unspent. Declaring oneself where nobody holds it (the gate's question) is not one.
   */
  async function spendForTransfer(tx: Db, session: Session, ownerId: number, code?: string) {
    if (ownerId === session.userId) {
      const holder = await kyselyOf(tx)
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('legal_representative', '=', true)
        .where('id', '<>', session.userId)
        .executeTakeFirst();
      if (!holder) return;
    }
    await actionCodes.spend(session, { actionType: CHANGE_ACCOUNT_OWNER }, code, tx);
  }

  return {
    async answer(session: Session, answer: OwnerAnswer): Promise<OwnerResult> {
      const own = answer.userPublicId === session.userPublicId;
      if (!own && answer.isAdminLegalRepresentative) {
        throw new AppError(400, 'BAD_REQUEST', 'pao.notTheCaller');
      }
      return db.transaction(async (tx) => {
        // Before any person's row: a transfer that locked its new owner first and then waited
        // for the company would deadlock with one that holds the company and moves the flag.
        const q = kyselyOf(tx);
        await lockCompany(tx, session.companyId);
        if (own && !answer.isAdminLegalRepresentative) {
          await q
            .updateTable('users')
            .set({ legal_representative: false })
            .where('id', '=', session.userId)
            .where('company_id', '=', session.companyId)
            .execute();
        } else {
          const ownerId = own
            ? session.userId
            : await lockedPerson(tx, session, answer.userPublicId);
          await spendForTransfer(tx, session, ownerId, answer.actionCode);
          await appointOwner(tx, clock, session, ownerId);
        }
        const state = await q
          .selectFrom('users as u')
          .innerJoin('companies as c', 'c.id', 'u.company_id')
          .select([
            'u.legal_representative as mine',
            'c.legal_representative_confirmed as confirmed',
          ])
          .where('u.id', '=', session.userId)
          .where('u.company_id', '=', session.companyId)
          .executeTakeFirst();
        return {
          legalRepresentative: state?.mine ?? false,
          legalRepresentativeConfirmed: state?.confirmed ?? false,
        };
      });
    },
  };
}

export type PrimaryAccountOwner = ReturnType<typeof createPrimaryAccountOwner>;
