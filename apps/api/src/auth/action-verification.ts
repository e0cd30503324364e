import type {
  ActionCodeRequest,
  BotCheck,
  VerifyActionCodeRequest,
} from '@outlay/api-client/schema';
import { type SecurityState, signedInState } from '../accounts/account-security.js';
import { AppError, asBadRequest } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import type { Services } from '../services.js';
import type { ActionScope } from './action-codes.js';
import type { CodeDestination } from './code-delivery.js';
import { isMethodSetUp, phoneOf, twoFactorMethodsOf } from './two-factor-methods.js';

/** Who asks: the signed-in user, from an address (the bot check judges addresses). */
export interface Caller {
  session: Session;
  ipAddress: string;
}

export interface ActionVerification {
  /** The bot check's verdict on the caller, with a question when one is due. */
  checkBot(caller: Caller, lang: Lang): Promise<BotCheck>;
  /** Sends a code for the action by the chosen method; answers where it went, masked. */
  sendCode(caller: Caller, request: ActionCodeRequest, lang: Lang): Promise<string>;
  /**
   * The captcha when one is due, then the code: an action code for exactly that action (and
   * card). Every wrong answer counts against the address.
   */
  verify(caller: Caller, request: VerifyActionCodeRequest): Promise<{ actionCode: string }>;
}

const blocked = () => new AppError(429, 'BOT_BLOCKED', 'security.botBlocked');
const methodUnavailable = () => new AppError(400, 'BAD_REQUEST', 'security.methodUnavailable');

const scopeOf = (request: ActionCodeRequest | VerifyActionCodeRequest): ActionScope => ({
  actionType: request.actionType,
  cardLastFourDigits: request.cardLastFourDigits,
});

/**
 * Verification of sensitive actions (spec part 1 §4.3): a code sent by email or text, or the
 * authenticator app's, behind the bot check; what it grants is an action code.
 */
export function createActionVerification(
  services: Pick<
    Services,
    'accountSecurity' | 'botCheck' | 'codeDelivery' | 'actionCodes' | 'authenticatorCodes'
  >,
): ActionVerification {
  const { botCheck, codeDelivery, actionCodes, authenticatorCodes } = services;

  const assess = (caller: Caller, state: SecurityState) =>
    botCheck.assess({
      ipAddress: caller.ipAddress,
      flaggedAccount: state.botCheckFlagged,
      blockedAccount: state.botCheckBlocked,
    });

  /** Throws 400 (and counts a failure against the address) unless the code is right. */
  async function checkCode(caller: Caller, state: SecurityState, request: VerifyActionCodeRequest) {
    const { session, ipAddress } = caller;
    if (request.notificationType === 'OTP') {
      // An account out of authenticator guesses is refused (429) before the address is counted.
      const { totpSecret, totpLastStep } = state;
      if (await authenticatorCodes.accept(session, totpSecret, request.code, totpLastStep)) return;
      await botCheck.recordFailure(ipAddress);
      throw new AppError(400, 'CODE_INCORRECT', 'totp.incorrect');
    }
    try {
      await codeDelivery.consume(
        session,
        { kind: 'action', scope: scopeOf(request) },
        request.code,
      );
    } catch (error) {
      await botCheck.recordFailure(ipAddress);
      throw asBadRequest(error);
    }
  }

  return {
    async checkBot(caller, lang) {
      const state = await signedInState(services.accountSecurity, caller.session);
      const status = await assess(caller, state);
      const captcha =
        status === 'CAPTCHA' ? await botCheck.issueCaptcha(caller.ipAddress, lang) : null;
      return { status, captcha };
    },

    async sendCode(caller, request, lang) {
      const { session } = caller;
      const state = await signedInState(services.accountSecurity, session);
      const method = request.notificationType;
      if (!isMethodSetUp(state, method)) throw methodUnavailable();
      if ((await assess(caller, state)) === 'BLOCKED') throw blocked();
      const to: CodeDestination =
        method === 'SMS'
          ? { channel: 'sms', phone: phoneOf(state) ?? '' }
          : { channel: 'email', address: state.email };
      await codeDelivery.send(session, { kind: 'action', scope: scopeOf(request) }, to, lang);
      return twoFactorMethodsOf(state).methods.find((m) => m.type === method)?.destination ?? '';
    },

    async verify(caller, request) {
      const { session, ipAddress } = caller;
      const state = await signedInState(services.accountSecurity, session);
      if (!isMethodSetUp(state, request.notificationType)) throw methodUnavailable();
      const status = await assess(caller, state);
      if (status === 'BLOCKED') throw blocked();
      // The captcha comes first, so a bot cannot spend the code's attempts without one.
      if (status === 'CAPTCHA') {
        if (!request.captcha) {
          throw new AppError(400, 'CAPTCHA_REQUIRED', 'security.captchaRequired');
        }
        const { captchaId, answer } = request.captcha;
        if (!(await botCheck.solveCaptcha(ipAddress, captchaId, answer))) {
          await botCheck.recordFailure(ipAddress);
          throw new AppError(400, 'CAPTCHA_INCORRECT', 'security.captchaIncorrect');
        }
      }
      await checkCode(caller, state, request);
      return actionCodes.grant(session, scopeOf(request));
    },
  };
}
