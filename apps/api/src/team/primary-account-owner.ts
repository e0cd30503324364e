import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { ActionCodes } from '../auth/action-codes.js';
import { recordTeamEvent } from './audit.js';

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
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [session.companyId]);
  const [before] = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE company_id = $1 AND legal_representative AND id <> $2 LIMIT 1`,
    [session.companyId, ownerId],
  );
  // Cleared before it is set: the unique index is checked row by row, not at the statement end.
  await tx.query(
    `UPDATE users SET legal_representative = false
      WHERE company_id = $1 AND legal_representative AND id <> $2`,
    [session.companyId, ownerId],
  );
  await tx.query('UPDATE users SET legal_representative = true WHERE company_id = $1 AND id = $2', [
    session.companyId,
    ownerId,
  ]);
  await tx.query('UPDATE companies SET legal_representative_confirmed = true WHERE id = $1', [
    session.companyId,
  ]);
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
    const [person] = await tx.query<{ id: number }>(
      `SELECT id FROM users
        WHERE public_id = $1 AND company_id = $2 AND status = 'active'
          AND NOT needs_password_setup AND deleted_at IS NULL
        FOR UPDATE`,
      [publicId, session.companyId],
    );
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
      const [holder] = await tx.query<{ id: number }>(
        'SELECT id FROM users WHERE company_id = $1 AND legal_representative AND id <> $2',
        [session.companyId, session.userId],
      );
      if (!holder) return;
    }
    const spent =
      code !== undefined &&
      (await actionCodes.consume(session, { actionType: CHANGE_ACCOUNT_OWNER }, code, tx));
    if (!spent) throw new AppError(400, 'ACTION_CODE_INVALID', 'security.actionCodeInvalid');
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
        await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [session.companyId]);
        if (own && !answer.isAdminLegalRepresentative) {
          await tx.query(
            'UPDATE users SET legal_representative = false WHERE id = $1 AND company_id = $2',
            [session.userId, session.companyId],
          );
        } else {
          const ownerId = own
            ? session.userId
            : await lockedPerson(tx, session, answer.userPublicId);
          await spendForTransfer(tx, session, ownerId, answer.actionCode);
          await appointOwner(tx, clock, session, ownerId);
        }
        const [state] = await tx.query<{ mine: boolean; confirmed: boolean }>(
          `SELECT u.legal_representative AS mine, c.legal_representative_confirmed AS confirmed
             FROM users u JOIN companies c ON c.id = u.company_id
            WHERE u.id = $1 AND u.company_id = $2`,
          [session.userId, session.companyId],
        );
        return {
          legalRepresentative: state?.mine ?? false,
          legalRepresentativeConfirmed: state?.confirmed ?? false,
        };
      });
    },
  };
}

export type PrimaryAccountOwner = ReturnType<typeof createPrimaryAccountOwner>;
