// Contract operations served here (method, path, operationId):
//   POST /v2/multifactor-action-code/create-login  createLoginCode
//   POST /v2/web/user/verify-2FA  verifyTwoFactor
//   POST /v2/web/user/authenticator-enrolment  createAuthenticatorEnrolment

import { codeSentAnswer } from '../auth/code-delivery.js';
import { deviceKind } from '../auth/device-names.js';
import { type SecondFactor, deviceOwnerOf } from '../auth/second-factor.js';
import type { Handlers } from '../contract/types.js';
import { clearLoginCookie, setDeviceCookie } from '../http/cookies.js';
import { unauthorized } from '../http/errors.js';
import type { Credentials, LoginChallengeRef } from '../http/security.js';
import { openSession } from '../http/signed-in-session.js';
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

type SecondFactorHandlers = Pick<
  Handlers,
  'createLoginCode' | 'verifyTwoFactor' | 'createAuthenticatorEnrolment'
>;

/** The second step of signing in; the rules live in auth/second-factor.ts. */
export function secondFactorHandlers(
  secondFactor: SecondFactor,
  services: Pick<Services, 'refreshTokens' | 'accessTokens' | 'users' | 'trustedDevices'>,
): SecondFactorHandlers {
  return {
    async createLoginCode({ body, credentials, lang }) {
      await secondFactor.sendLoginCode(challengeFor(credentials, body.userId), lang);
      return { status: 200, body: codeSentAnswer(lang) };
    },

    async verifyTwoFactor({ body, credentials, request, reply }) {
      const challenge = challengeFor(credentials, body.userId);
      await secondFactor.verify(challenge, body.method, body.code);
      const remember =
        body.rememberDevice === true ? deviceKind(request.headers['user-agent']) : null;
      const signedIn = await secondFactor.signIn(challenge, remember);
      const owner = deviceOwnerOf(challenge);
      const user = await openSession(services, { request, reply }, owner, () =>
        Promise.resolve(signedIn.refresh),
      );
      clearLoginCookie(request, reply);
      if (signedIn.device) {
        const cookieName = services.trustedDevices.cookieName(owner);
        setDeviceCookie(request, reply, cookieName, signedIn.device);
      }
      return { status: 200, body: user };
    },

    async createAuthenticatorEnrolment({ body, credentials }) {
      const challenge = challengeFor(credentials, body.userId);
      return { status: 200, body: await secondFactor.enrolAuthenticator(challenge, body.code) };
    },
  };
}
