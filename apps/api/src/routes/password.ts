// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/forgot-password  forgotPassword
//   POST /v2/web/user/validate-reset-password  validateResetPassword
//   POST /v2/web/user/reset-password  resetPassword
//   POST /v2/web/user/setup-password/code  requestSetupCode
//   POST /v2/web/user/setup-password  setupPassword

import { maskEmail } from '../accounts/mask-email.js';
import { activateCardsAwaitingHolder } from '../cards/awaiting-holder.js';
import type { CodeReason } from '../auth/code-delivery.js';
import { RESEND_AFTER_SECONDS } from '../auth/one-time-codes.js';
import { RESET_LINK_SECONDS } from '../auth/password-reset-tokens.js';
import { newPasswordProblem } from '../auth/password-rules.js';
import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';
import { notifyInvitationAccepted } from '../notifications/invitation-accepted.js';

type PasswordHandlers = Pick<
  Handlers,
  | 'forgotPassword'
  | 'validateResetPassword'
  | 'resetPassword'
  | 'requestSetupCode'
  | 'setupPassword'
>;

const SETUP_CODE: CodeReason = { kind: 'password-setup' };
const linkInvalid = () => new AppError(400, 'LINK_INVALID', 'password.linkInvalid');

function checkRules(password: string) {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError(400, 'PASSWORD_RULES', problem);
}

/**
 * How long forgot-password takes to answer, whoever the email belongs to: longer than looking up
 * an account and writing its link takes.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

/** Signed-out password flows. Answers never tell whether an email has an account. */
export function passwordHandlers(services: Services): PasswordHandlers {
  const { users, resetTokens, accountSecurity, mailer, codeDelivery, passwords, config, db } =
    services;

  /** Emails a reset link to an active account's owner; nothing for any other email. */
  async function sendResetLink(email: string, lang: Parameters<typeof translate>[0]) {
    const user = await users.findCredentials(email);
    if (user?.status === 'active') {
      const owner = { userId: user.id, companyId: user.companyId };
      const link = await resetTokens.issue(owner);
      // Past the per-user limit nothing is sent, and the answer stays the same.
      if (link) {
        const url = `${config.publicUrl}/client/reset-password?token=${encodeURIComponent(link.token)}`;
        await mailer.sendEmail({
          companyId: user.companyId,
          to: user.email,
          subject: translate(lang, 'mail.reset.subject'),
          text: translate(lang, 'mail.reset.text', {
            link: url,
            minutes: RESET_LINK_SECONDS / 60,
          }),
        });
      }
    }
  }

  return {
    async forgotPassword({ body, lang }) {
      // Known and unknown emails answer after the same time: the link's work (a token row, an
      // email) runs beside a fixed wait, so the answer's timing cannot tell who has an account.
      const answered = new Promise((resolve) => setTimeout(resolve, FORGOT_PASSWORD_ANSWER_MS));
      await Promise.all([answered, sendResetLink(body.email, lang)]);
      return { status: 200, body: { msg: translate(lang, 'password.resetRequested') } };
    },

    async validateResetPassword({ body }) {
      const owner = await resetTokens.find(body.token);
      if (!owner) throw linkInvalid();
      return { status: 200, body: { email: maskEmail(owner.email) } };
    },

    async resetPassword({ body, lang }) {
      checkRules(body.newPassword);
      const owner = await resetTokens.find(body.token);
      const state = owner ? await accountSecurity.state(owner) : null;
      if (!owner || !state) throw linkInvalid();
      if (await passwords.verify(state.passwordHash, body.newPassword)) {
        throw new AppError(400, 'PASSWORD_RULES', 'password.sameAsOld');
      }
      const hash = await passwords.hash(body.newPassword);
      await db.transaction(async (tx) => {
        const used = await resetTokens.consume(body.token, tx);
        if (!used) throw linkInvalid();
        await accountSecurity.setPassword(used, hash, tx);
        // Whoever knew the old password is signed out everywhere.
        await accountSecurity.endSessions(used, tx);
      });
      services.liveSessions.forgetUser(owner.userId);
      return { status: 200, body: { msg: translate(lang, 'password.reset') } };
    },

    async requestSetupCode({ body, lang }) {
      const invited = await accountSecurity.findInvited(body.email);
      if (invited) {
        try {
          const to = { channel: 'email', address: body.email.trim() } as const;
          await codeDelivery.send(invited, SETUP_CODE, to, lang);
        } catch (error) {
          // A "wait before asking again" would tell that the email is invited: stay silent.
          if (!(error instanceof AppError && error.status === 429)) throw error;
        }
      }
      return {
        status: 200,
        body: {
          msg: translate(lang, 'password.setupRequested'),
          resendAfterSeconds: RESEND_AFTER_SECONDS,
        },
      };
    },

    async setupPassword({ body, lang }) {
      checkRules(body.newPassword);
      const invited = await accountSecurity.findInvited(body.email);
      if (!invited) throw new AppError(400, 'CODE_EXPIRED', 'codes.expired');
      try {
        await codeDelivery.consume(invited, SETUP_CODE, body.code);
      } catch (error) {
        if (error instanceof AppError && error.status === 401) {
          throw new AppError(400, error.code, error.messageKey, error.params);
        }
        throw error;
      }
      const hash = await passwords.hash(body.newPassword);
      await db.transaction((tx) => accountSecurity.setPassword(invited, hash, tx));
      await activateCardsAwaitingHolder({ db, issuer: services.cardIssuer }, invited);
      await notifyInvitationAccepted(
        { db, notifier: services.notifications.notifier },
        invited,
        lang,
      );
      return { status: 200, body: { msg: translate(lang, 'password.setUp') } };
    },
  };
}
