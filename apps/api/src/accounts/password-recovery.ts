import { activateCardsAwaitingHolder } from '../cards/awaiting-holder.js';
import { notifyInvitationAccepted } from '../notifications/invitation-accepted.js';
import type { CodeReason } from '../auth/code-delivery.js';
import { RESET_LINK_SECONDS } from '../auth/password-reset-tokens.js';
import { newPasswordProblem } from '../auth/password-rules.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import { languageOf } from '../i18n/recipient-language.js';
import type { Services } from '../services.js';
import { maskEmail } from './mask-email.js';

/**
 * How long forgot-password takes to answer, whoever the email belongs to: longer than looking up
 * an account and writing its link takes.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

export interface PasswordRecovery {
  /** Emails a reset link to an active account's owner; takes the same time for any email. */
  forgot(email: string, lang: Lang): Promise<void>;
  /** The masked address a live reset link is for (400 for any other link). */
  resetLinkEmail(token: string): Promise<string>;
  /** The link's new password: the link is used up and every session ends. */
  reset(token: string, newPassword: string): Promise<void>;
  /** Emails an invited person the code that lets them choose a password; silent for others. */
  requestSetupCode(email: string, lang: Lang): Promise<void>;
  /**
   * An invited person's first password, with the emailed code; their cards wake up and the
   * person who invited them is told, in `lang`.
   */
  setUp(request: { email: string; code: string; newPassword: string }, lang: Lang): Promise<void>;
}

const SETUP_CODE: CodeReason = { kind: 'password-setup' };
const linkInvalid = () => new AppError(400, 'LINK_INVALID', 'password.linkInvalid');

function checkRules(password: string) {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError(400, 'PASSWORD_RULES', problem);
}

/** Signed-out password flows (spec part 1 §3.2, §3.3). Answers never tell whether an email has an account. */
export function createPasswordRecovery(
  services: Pick<
    Services,
    | 'users'
    | 'resetTokens'
    | 'accountSecurity'
    | 'mailer'
    | 'codeDelivery'
    | 'passwords'
    | 'config'
    | 'db'
    | 'liveSessions'
    | 'cardIssuer'
    | 'notifications'
  >,
): PasswordRecovery {
  const { users, resetTokens, accountSecurity, mailer, codeDelivery, passwords, config, db } =
    services;

  async function sendResetLink(email: string, requestLang: Lang) {
    const user = await users.findCredentials(email);
    if (user?.status !== 'active') return;
    const link = await resetTokens.issue({ userId: user.id, companyId: user.companyId });
    // Past the per-user limit nothing is sent, and the answer stays the same.
    if (!link) return;
    const lang = await languageOf(db, { companyId: user.companyId, userId: user.id }, requestLang);
    const url = `${config.publicUrl}/client/reset-password?token=${encodeURIComponent(link.token)}`;
    await mailer.sendEmail({
      companyId: user.companyId,
      to: user.email,
      subject: translate(lang, 'mail.reset.subject'),
      text: translate(lang, 'mail.reset.text', { link: url, minutes: RESET_LINK_SECONDS / 60 }),
    });
  }

  return {
    async forgot(email, lang) {
      // Known and unknown emails answer after the same time: the link's work (a token row, an
      // email) runs beside a fixed wait, so the answer's timing cannot tell who has an account.
      const answered = new Promise((resolve) => setTimeout(resolve, FORGOT_PASSWORD_ANSWER_MS));
      await Promise.all([answered, sendResetLink(email, lang)]);
    },

    async resetLinkEmail(token) {
      const owner = await resetTokens.find(token);
      if (!owner) throw linkInvalid();
      return maskEmail(owner.email);
    },

    async reset(token, newPassword) {
      checkRules(newPassword);
      const owner = await resetTokens.find(token);
      const state = owner ? await accountSecurity.state(owner) : null;
      if (!owner || !state) throw linkInvalid();
      if (await passwords.verify(state.passwordHash, newPassword)) {
        throw new AppError(400, 'PASSWORD_RULES', 'password.sameAsOld');
      }
      const hash = await passwords.hash(newPassword);
      await db.transaction(async (tx) => {
        const used = await resetTokens.consume(token, tx);
        if (!used) throw linkInvalid();
        await accountSecurity.setPassword(used, hash, tx);
        // Whoever knew the old password is signed out everywhere.
        await accountSecurity.endSessions(used, tx);
      });
      services.liveSessions.forgetUser(owner.userId);
    },

    async requestSetupCode(email, lang) {
      const invited = await accountSecurity.findInvited(email);
      if (!invited) return;
      try {
        const to = { channel: 'email', address: email.trim() } as const;
        await codeDelivery.send(invited, SETUP_CODE, to, lang);
      } catch (error) {
        // A "wait before asking again" would tell that the email is invited: stay silent.
        if (!(error instanceof AppError && error.status === 429)) throw error;
      }
    },

    async setUp({ email, code, newPassword }, lang) {
      checkRules(newPassword);
      const invited = await accountSecurity.findInvited(email);
      if (!invited) throw new AppError(400, 'CODE_EXPIRED', 'codes.expired');
      try {
        await codeDelivery.consume(invited, SETUP_CODE, code);
      } catch (error) {
        // The set-up form answers code failures as 400, like the signed-in calls.
        if (error instanceof AppError && error.status === 401) {
          throw new AppError(400, error.code, error.messageKey, error.params);
        }
        throw error;
      }
      const hash = await passwords.hash(newPassword);
      await db.transaction((tx) => accountSecurity.setPassword(invited, hash, tx));
      await activateCardsAwaitingHolder({ db, issuer: services.cardIssuer }, invited);
      await notifyInvitationAccepted(
        { db, notifier: services.notifications.notifier },
        invited,
        lang,
      );
    },
  };
}
