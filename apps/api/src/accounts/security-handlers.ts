// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/bot-check  checkBot
//   POST /v2/multifactor-action-code/create  createActionCode
//   POST /v2/multifactor-action-code/verify  verifyActionCode
//   GET /v2/web/user/two-factor-methods  getTwoFactorMethods
//   PUT /v2/web/user/two-factor-methods/default  setDefaultTwoFactorMethod
//   POST /v2/web/user/authenticator/setup  startAuthenticatorSetup
//   POST /v2/web/user/authenticator/confirm  confirmAuthenticatorSetup
//   POST /v2/web/user/change-password  changePassword

import type { FastifyRequest } from 'fastify';
import type { PasswordChange } from '../accounts/password-change.js';
import type { TwoFactorSettings } from '../accounts/two-factor-settings.js';
import { ACTION_CODE_SECONDS } from '../auth/action-codes.js';
import type { ActionVerification } from '../auth/action-verification.js';
import { codeSentAnswer } from '../auth/code-delivery.js';
import type { Handlers } from '../contract/types.js';
import { REFRESH_COOKIE } from '../http/cookies.js';
import type { Credentials } from '../http/security.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';

type SecurityHandlers = Pick<
  Handlers,
  | 'checkBot'
  | 'createActionCode'
  | 'verifyActionCode'
  | 'getTwoFactorMethods'
  | 'setDefaultTwoFactorMethod'
  | 'startAuthenticatorSetup'
  | 'confirmAuthenticatorSetup'
  | 'changePassword'
>;

const callerOf = (credentials: Credentials, request: FastifyRequest) => ({
  session: sessionOf(credentials),
  ipAddress: request.ip,
});

/** The security settings and the verification of sensitive actions; the rules live in auth/ and accounts/. */
export function securityHandlers(domains: {
  verification: ActionVerification;
  twoFactor: TwoFactorSettings;
  passwordChange: PasswordChange;
}): SecurityHandlers {
  const { verification, twoFactor, passwordChange } = domains;
  return {
    async checkBot({ credentials, request, lang }) {
      const body = await verification.checkBot(callerOf(credentials, request), lang);
      return { status: 200, body };
    },

    async createActionCode({ body, credentials, request, lang }) {
      const caller = callerOf(credentials, request);
      const destination = await verification.sendCode(caller, body, lang);
      return { status: 200, body: { ...codeSentAnswer(lang), destination } };
    },

    async verifyActionCode({ body, credentials, request }) {
      const { actionCode } = await verification.verify(callerOf(credentials, request), body);
      return { status: 200, body: { actionCode, expiresInSeconds: ACTION_CODE_SECONDS } };
    },

    async getTwoFactorMethods({ credentials }) {
      return { status: 200, body: await twoFactor.methods(sessionOf(credentials)) };
    },

    async setDefaultTwoFactorMethod({ body, credentials }) {
      return { status: 200, body: await twoFactor.setDefault(sessionOf(credentials), body.method) };
    },

    async startAuthenticatorSetup({ body, credentials }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await twoFactor.startAuthenticatorSetup(session, body.actionCode),
      };
    },

    async confirmAuthenticatorSetup({ body, credentials, request }) {
      const session = sessionOf(credentials);
      const methods = await twoFactor.confirmAuthenticatorSetup(session, body.code, request.ip);
      return { status: 200, body: methods };
    },

    async changePassword({ body, credentials, request, lang }) {
      const caller = {
        ...callerOf(credentials, request),
        keepRefreshToken: request.cookies[REFRESH_COOKIE],
      };
      await passwordChange.change(caller, body);
      return { status: 200, body: { msg: translate(lang, 'password.changed') } };
    },
  };
}
