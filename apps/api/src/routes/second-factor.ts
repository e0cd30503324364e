// Contract operations served here (method, path, operationId):
//   POST /v2/multifactor-action-code/create-login  createLoginCode
//   POST /v2/web/user/verify-2FA  verifyTwoFactor
//   POST /v2/web/user/authenticator-enrolment  createAuthenticatorEnrolment

import { type CodeReason, codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { deviceKind } from '../auth/device-names.js';
import type { DeviceCookie } from '../auth/trusted-devices.js';
import { clearLoginCookie, setDeviceCookie } from '../http/cookies.js';
import { openSession } from '../http/signed-in-session.js';
import { AppError, unauthorized } from '../http/errors.js';
import type { Credentials, LoginChallengeRef } from '../http/security.js';
import type { Services } from '../services.js';

/**
 * The challenge cookie decides who is signing in; the userId in the body must name the same
 * user, so one browser's cookie cannot act for another account.
 */
function challengeFor(credentials: Credentials, userId: string): LoginChallengeRef {
  const challenge = credentials.loginChallenge;
  if (!challenge || challenge.userPublicId !== userId) {
    throw unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED');
  }
  return challenge;
}

const LOGIN_CODE: CodeReason = { kind: 'login' };

const keyOf = (challenge: LoginChallengeRef) => ({
  userId: challenge.userId,
  companyId: challenge.companyId,
});

type SecondFactorHandlers = Pick<
  Handlers,
  'createLoginCode' | 'verifyTwoFactor' | 'createAuthenticatorEnrolment'
>;

export function secondFactorHandlers(services: Services): SecondFactorHandlers {
  const { users, codeDelivery, challenges, authenticator, authenticatorCodes, trustedDevices, db } =
    services;

  async function stateOf(challenge: LoginChallengeRef) {
    const state = await users.secondFactor(keyOf(challenge));
    if (!state) throw unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED');
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
    // Wrong authenticator codes count against the challenge: after five, sign in again.
    const remaining = await challenges.recordFailure(challenge);
    if (remaining === 0) throw unauthorized('auth.challengeLocked', 'CODE_LOCKED');
    throw new AppError(401, 'CODE_INCORRECT', 'totp.incorrect');
  }

  return {
    async createLoginCode({ body, credentials, lang }) {
      const challenge = challengeFor(credentials, body.userId);
      const state = await stateOf(challenge);
      if (!state.supported2FAMethods.includes('EMAIL')) {
        throw new AppError(400, 'BAD_REQUEST', 'errors.badRequest');
      }
      const to = { channel: 'email', address: state.email } as const;
      await codeDelivery.send(keyOf(challenge), LOGIN_CODE, to, lang);
      return { status: 200, body: codeSentAnswer(lang) };
    },

    async verifyTwoFactor({ body, credentials, request, reply }) {
      const challenge = challengeFor(credentials, body.userId);
      if (body.method === 'EMAIL') {
        await codeDelivery.consume(keyOf(challenge), LOGIN_CODE, body.code);
      } else {
        await checkAuthenticatorCode(challenge, body.code);
      }
      const owner = { ...keyOf(challenge), userPublicId: challenge.userPublicId };
      const remembered: { cookie?: DeviceCookie } = {};
      const user = await openSession(services, { request, reply }, owner, (refreshTokens) =>
        db.transaction(async (tx) => {
          if (!(await challenges.consume(challenge, tx))) {
            throw unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED');
          }
          // "Remember this device": trusted only once the second factor passed.
          if (body.rememberDevice === true) {
            const kind = deviceKind(request.headers['user-agent']);
            remembered.cookie = await trustedDevices.trust(owner, kind, tx);
          }
          return refreshTokens.issue(owner, tx);
        }),
      );
      clearLoginCookie(request, reply);
      if (remembered.cookie) {
        setDeviceCookie(request, reply, trustedDevices.cookieName(owner), remembered.cookie);
      }
      return { status: 200, body: user };
    },

    async createAuthenticatorEnrolment({ body, credentials }) {
      const challenge = challengeFor(credentials, body.userId);
      const state = await stateOf(challenge);
      if (state.totpSecret !== null) {
        throw new AppError(409, 'CONFLICT', 'totp.alreadyEnrolled');
      }
      if (!state.supported2FAMethods.includes('OTP')) {
        throw new AppError(400, 'BAD_REQUEST', 'errors.badRequest');
      }
      // The password alone must not add a second factor: the emailed code proves the inbox.
      if (!challenge.emailVerified) {
        if (body.code === undefined) {
          throw new AppError(400, 'BAD_REQUEST', 'auth.enrolmentNeedsEmailCode');
        }
        await codeDelivery.consume(keyOf(challenge), LOGIN_CODE, body.code);
        await challenges.markEmailVerified(challenge);
      }
      const secret = authenticator.newSecret();
      await users.setPendingAuthenticator(keyOf(challenge), secret);
      return { status: 200, body: await authenticator.enrolment(secret, state.email) };
    },
  };
}
