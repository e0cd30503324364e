import type { NotificationType } from '@outlay/api-client/schema';
import type { SecondFactorState } from '../accounts/users.js';
import { AppError, unauthorized } from '../http/errors.js';
import type { LoginChallengeRef } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import type { Services } from '../services.js';
import type { Enrolment } from './authenticator.js';
import type { CodeReason } from './code-delivery.js';
import type { DeviceKind } from './device-names.js';
import type { IssuedRefreshToken } from './refresh-tokens.js';
import type { DeviceCookie, DeviceOwner } from './trusted-devices.js';

export interface SecondFactor {
  /** Emails the login code to the user the challenge is for. */
  sendLoginCode(challenge: LoginChallengeRef, lang: Lang): Promise<void>;
  /**
   * The emailed code or the authenticator's: throws 401 unless it is right. Wrong authenticator
   * codes count against the challenge; after five the password step starts again.
   */
  verify(challenge: LoginChallengeRef, method: NotificationType, code: string): Promise<void>;
  /**
   * After a verified code, in one transaction: the challenge is used up (401 when another
   * request used it first), the browser trusted when asked, and the session's family started.
   */
  signIn(
    challenge: LoginChallengeRef,
    rememberDevice: DeviceKind | null,
  ): Promise<{ refresh: IssuedRefreshToken; device: DeviceCookie | null }>;
  /**
   * A new authenticator app while signing in, pending until its first code: only after the
   * emailed code proved the inbox (in this attempt, or `emailCode` now).
   */
  enrolAuthenticator(
    challenge: LoginChallengeRef,
    emailCode: string | undefined,
  ): Promise<Enrolment>;
}

const LOGIN_CODE: CodeReason = { kind: 'login' };

const keyOf = (challenge: LoginChallengeRef) => ({
  userId: challenge.userId,
  companyId: challenge.companyId,
});

export const deviceOwnerOf = (challenge: LoginChallengeRef): DeviceOwner => ({
  ...keyOf(challenge),
  userPublicId: challenge.userPublicId,
});

const challengeExpired = () => unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED');

/** The second step of signing in (spec part 1 §3.1), after the password step's challenge. */
export function createSecondFactor(
  services: Pick<
    Services,
    | 'users'
    | 'codeDelivery'
    | 'challenges'
    | 'authenticator'
    | 'authenticatorCodes'
    | 'trustedDevices'
    | 'refreshTokens'
    | 'db'
  >,
): SecondFactor {
  const { users, codeDelivery, challenges, authenticator, authenticatorCodes, trustedDevices } =
    services;

  async function stateOf(challenge: LoginChallengeRef): Promise<SecondFactorState> {
    const state = await users.secondFactor(keyOf(challenge));
    if (!state) throw challengeExpired();
    return state;
  }

  async function checkAuthenticatorCode(challenge: LoginChallengeRef, code: string) {
    const state = await stateOf(challenge);
    // A pending app counts only in the attempt that proved the email first.
    const secret = state.totpSecret ?? (challenge.emailVerified ? state.totpPendingSecret : null);
    if (!state.supported2FAMethods.includes('OTP') || secret === null) {
      throw new AppError(400, 'BAD_REQUEST', 'totp.notEnrolled');
    }
    if (await authenticatorCodes.accept(keyOf(challenge), secret, code, state.totpLastStep)) return;
    const remaining = await challenges.recordFailure(challenge);
    if (remaining === 0) throw unauthorized('auth.challengeLocked', 'CODE_LOCKED');
    throw new AppError(401, 'CODE_INCORRECT', 'totp.incorrect');
  }

  return {
    async sendLoginCode(challenge, lang) {
      const state = await stateOf(challenge);
      if (!state.supported2FAMethods.includes('EMAIL')) {
        throw new AppError(400, 'BAD_REQUEST', 'errors.badRequest');
      }
      const to = { channel: 'email', address: state.email } as const;
      await codeDelivery.send(keyOf(challenge), LOGIN_CODE, to, lang);
    },

    async verify(challenge, method, code) {
      if (method === 'EMAIL') {
        await codeDelivery.consume(keyOf(challenge), LOGIN_CODE, code);
      } else {
        await checkAuthenticatorCode(challenge, code);
      }
    },

    signIn(challenge, rememberDevice) {
      const owner = deviceOwnerOf(challenge);
      return services.db.transaction(async (tx) => {
        if (!(await challenges.consume(challenge, tx))) throw challengeExpired();
        // "Remember this device": trusted only once the second factor passed.
        const device =
          rememberDevice === null ? null : await trustedDevices.trust(owner, rememberDevice, tx);
        const refresh = await services.refreshTokens.issue(owner, tx);
        return { refresh, device };
      });
    },

    async enrolAuthenticator(challenge, emailCode) {
      const state = await stateOf(challenge);
      if (state.totpSecret !== null) throw new AppError(409, 'CONFLICT', 'totp.alreadyEnrolled');
      if (!state.supported2FAMethods.includes('OTP')) {
        throw new AppError(400, 'BAD_REQUEST', 'errors.badRequest');
      }
      // The password alone must not add a second factor: the emailed code proves the inbox.
      if (!challenge.emailVerified) {
        if (emailCode === undefined) {
          throw new AppError(400, 'BAD_REQUEST', 'auth.enrolmentNeedsEmailCode');
        }
        await codeDelivery.consume(keyOf(challenge), LOGIN_CODE, emailCode);
        await challenges.markEmailVerified(challenge);
      }
      const secret = authenticator.newSecret();
      await users.setPendingAuthenticator(keyOf(challenge), secret);
      return authenticator.enrolment(secret, state.email);
    },
  };
}
