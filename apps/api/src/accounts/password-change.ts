import { sha256Hex } from '../auth/crypto.js';
import { newPasswordProblem } from '../auth/password-rules.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Services } from '../services.js';
import { signedInState } from './account-security.js';

export interface PasswordChange {
  /**
   * The signed-in user's new password, with the old one and a CHANGE_PASSWORD action code:
   * every other session ends, the one `keepRefreshToken` belongs to stays signed in.
   */
  change(
    caller: { session: Session; ipAddress: string; keepRefreshToken: string | undefined },
    request: { oldPassword: string; newPassword: string; actionCode: string },
  ): Promise<void>;
  /** The password-expiration prompt was dismissed (NO → WARN_SENT) by the user it names. */
  dismissWarning(session: Session, userPublicId: string): Promise<void>;
}

/** Changing a password while signed in, and its expiry prompt (spec part 1 §4.1, §4.4). */
export function createPasswordChange(
  services: Pick<
    Services,
    'accountSecurity' | 'actionCodes' | 'botCheck' | 'db' | 'liveSessions' | 'passwords'
  >,
): PasswordChange {
  const { accountSecurity, actionCodes, botCheck, db, liveSessions, passwords } = services;
  return {
    async change({ session, ipAddress, keepRefreshToken }, request) {
      const state = await signedInState(accountSecurity, session);
      const rules = newPasswordProblem(request.newPassword);
      if (rules) throw new AppError(400, 'PASSWORD_RULES', rules);
      if (request.newPassword === request.oldPassword) {
        throw new AppError(400, 'PASSWORD_RULES', 'password.sameAsOld');
      }
      if (!(await passwords.verify(state.passwordHash, request.oldPassword))) {
        await botCheck.recordFailure(ipAddress);
        throw new AppError(400, 'PASSWORD_INCORRECT', 'password.oldIncorrect');
      }
      const hash = await passwords.hash(request.newPassword);
      await db.transaction(async (tx) => {
        const scope = { actionType: 'CHANGE_PASSWORD' };
        await actionCodes.spend(session, scope, request.actionCode, tx);
        await accountSecurity.setPassword(session, hash, tx);
        const kept = keepRefreshToken ? sha256Hex(keepRefreshToken) : undefined;
        await accountSecurity.endSessions(session, tx, kept);
      });
      liveSessions.forgetUser(session.userId);
    },

    async dismissWarning(session, userPublicId) {
      if (userPublicId !== session.userPublicId) {
        throw new AppError(404, 'NOT_FOUND', 'gate.notYours');
      }
      if (!(await accountSecurity.markPasswordWarningSent(session))) {
        throw new AppError(409, 'CONFLICT', 'gate.nothingToDismiss');
      }
    },
  };
}
