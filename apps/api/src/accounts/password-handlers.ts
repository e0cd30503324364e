// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/forgot-password  forgotPassword
//   POST /v2/web/user/validate-reset-password  validateResetPassword
//   POST /v2/web/user/reset-password  resetPassword
//   POST /v2/web/user/setup-password/code  requestSetupCode
//   POST /v2/web/user/setup-password  setupPassword

import type { PasswordRecovery } from '../accounts/password-recovery.js';
import { RESEND_AFTER_SECONDS } from '../auth/one-time-codes.js';
import type { Handlers } from '../contract/types.js';
import { translate } from '../i18n/messages.js';

type PasswordHandlers = Pick<
  Handlers,
  | 'forgotPassword'
  | 'validateResetPassword'
  | 'resetPassword'
  | 'requestSetupCode'
  | 'setupPassword'
>;

/** Signed-out password flows; the rules live in accounts/password-recovery.ts. */
export function passwordHandlers(recovery: PasswordRecovery): PasswordHandlers {
  return {
    async forgotPassword({ body, lang }) {
      await recovery.forgot(body.email, lang);
      return { status: 200, body: { msg: translate(lang, 'password.resetRequested') } };
    },

    async validateResetPassword({ body }) {
      return { status: 200, body: { email: await recovery.resetLinkEmail(body.token) } };
    },

    async resetPassword({ body, lang }) {
      await recovery.reset(body.token, body.newPassword);
      return { status: 200, body: { msg: translate(lang, 'password.reset') } };
    },

    async requestSetupCode({ body, lang }) {
      await recovery.requestSetupCode(body.email, lang);
      return {
        status: 200,
        body: {
          msg: translate(lang, 'password.setupRequested'),
          resendAfterSeconds: RESEND_AFTER_SECONDS,
        },
      };
    },

    async setupPassword({ body, lang }) {
      await recovery.setUp(body, lang);
      return { status: 200, body: { msg: translate(lang, 'password.setUp') } };
    },
  };
}
