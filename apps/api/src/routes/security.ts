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
import type { SecurityState } from '../accounts/account-security.js';
import { ACTION_CODE_SECONDS, type ActionScope } from '../auth/action-codes.js';
import { sha256Hex } from '../auth/crypto.js';
import { type CodeDestination, codeSentAnswer } from '../auth/code-delivery.js';
import { newPasswordProblem } from '../auth/password-rules.js';
import { isMethodSetUp, phoneOf, twoFactorMethodsOf } from '../auth/two-factor-methods.js';
import type { Handlers } from '../contract/types.js';
import { REFRESH_COOKIE } from '../http/cookies.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';
import { asBadRequest, securityStateOf, sessionOf } from './signed-in.js';

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

const blocked = () => new AppError(429, 'BOT_BLOCKED', 'security.botBlocked');
const methodUnavailable = () => new AppError(400, 'BAD_REQUEST', 'security.methodUnavailable');

export function securityHandlers(services: Services): SecurityHandlers {
  const {
    botCheck,
    codeDelivery,
    actionCodes,
    accountSecurity,
    authenticator,
    authenticatorCodes,
    users,
  } = services;

  async function assess(request: FastifyRequest, state: SecurityState) {
    return botCheck.assess({ ipAddress: request.ip, flaggedAccount: state.botCheckFlagged });
  }

  /** Sends the code by the chosen channel; answers where it went, masked as the page shows it. */
  async function sendCode(
    session: Session,
    state: SecurityState,
    scope: ActionScope,
    channel: 'EMAIL' | 'SMS',
    lang: Lang,
  ): Promise<string> {
    const to: CodeDestination =
      channel === 'SMS'
        ? { channel: 'sms', phone: phoneOf(state) ?? '' }
        : { channel: 'email', address: state.email };
    await codeDelivery.send(session, { kind: 'action', scope }, to, lang);
    return twoFactorMethodsOf(state).methods.find((m) => m.type === channel)?.destination ?? '';
  }

  /** Throws 400 (and counts a failure against the address) unless the code is right. */
  async function checkCode(
    request: FastifyRequest,
    session: Session,
    state: SecurityState,
    scope: ActionScope,
    method: 'EMAIL' | 'SMS' | 'OTP',
    code: string,
  ) {
    if (method === 'OTP') {
      // An account out of authenticator guesses is refused (429) before the address is counted.
      if (await authenticatorCodes.accept(session, state.totpSecret, code, state.totpLastStep)) {
        return;
      }
      await botCheck.recordFailure(request.ip);
      throw new AppError(400, 'CODE_INCORRECT', 'totp.incorrect');
    }
    try {
      await codeDelivery.consume(session, { kind: 'action', scope }, code);
    } catch (error) {
      await botCheck.recordFailure(request.ip);
      throw asBadRequest(error);
    }
  }

  return {
    async checkBot({ credentials, request, lang }) {
      const state = await securityStateOf(services, sessionOf(credentials));
      const status = await assess(request, state);
      const captcha = status === 'CAPTCHA' ? await botCheck.issueCaptcha(request.ip, lang) : null;
      return { status: 200, body: { status, captcha } };
    },

    async createActionCode({ body, credentials, request, lang }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      if (!isMethodSetUp(state, body.notificationType)) throw methodUnavailable();
      if ((await assess(request, state)) === 'BLOCKED') throw blocked();
      const destination = await sendCode(session, state, body, body.notificationType, lang);
      return { status: 200, body: { ...codeSentAnswer(lang), destination } };
    },

    async verifyActionCode({ body, credentials, request }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      if (!isMethodSetUp(state, body.notificationType)) throw methodUnavailable();
      const status = await assess(request, state);
      if (status === 'BLOCKED') throw blocked();
      // The captcha comes first, so a bot cannot spend the code's attempts without one.
      if (status === 'CAPTCHA') {
        if (!body.captcha) throw new AppError(400, 'CAPTCHA_REQUIRED', 'security.captchaRequired');
        const { captchaId, answer } = body.captcha;
        if (!(await botCheck.solveCaptcha(request.ip, captchaId, answer))) {
          await botCheck.recordFailure(request.ip);
          throw new AppError(400, 'CAPTCHA_INCORRECT', 'security.captchaIncorrect');
        }
      }
      await checkCode(request, session, state, body, body.notificationType, body.code);
      const { actionCode } = await actionCodes.grant(session, body);
      return { status: 200, body: { actionCode, expiresInSeconds: ACTION_CODE_SECONDS } };
    },

    async getTwoFactorMethods({ credentials }) {
      const state = await securityStateOf(services, sessionOf(credentials));
      return { status: 200, body: twoFactorMethodsOf(state) };
    },

    async setDefaultTwoFactorMethod({ body, credentials }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      if (!isMethodSetUp(state, body.method)) {
        throw new AppError(409, 'CONFLICT', 'security.methodUnavailable');
      }
      await accountSecurity.setDefaultMethod(session, body.method);
      return { status: 200, body: twoFactorMethodsOf({ ...state, defaultMethod: body.method }) };
    },

    async startAuthenticatorSetup({ body, credentials }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      if (state.totpSecret !== null) throw new AppError(409, 'CONFLICT', 'totp.alreadyEnrolled');
      const granted = await actionCodes.consume(
        session,
        { actionType: 'SET_UP_AUTHENTICATOR' },
        body.actionCode,
      );
      if (!granted) throw new AppError(400, 'ACTION_CODE_INVALID', 'security.actionCodeInvalid');
      const secret = authenticator.newSecret();
      await users.setPendingAuthenticator(session, secret);
      return { status: 200, body: await authenticator.enrolment(secret, state.email) };
    },

    async confirmAuthenticatorSetup({ body, credentials, request }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      if (state.totpSecret !== null) throw new AppError(409, 'CONFLICT', 'totp.alreadyEnrolled');
      if (state.totpPendingSecret === null) {
        throw new AppError(409, 'CONFLICT', 'security.authenticatorPending');
      }
      if (!(await authenticatorCodes.accept(session, state.totpPendingSecret, body.code, null))) {
        await botCheck.recordFailure(request.ip);
        throw new AppError(400, 'CODE_INCORRECT', 'totp.incorrect');
      }
      const confirmed = await securityStateOf(services, session);
      return { status: 200, body: twoFactorMethodsOf(confirmed) };
    },

    async changePassword({ body, credentials, request, lang }) {
      const session = sessionOf(credentials);
      const state = await securityStateOf(services, session);
      const rules = newPasswordProblem(body.newPassword);
      if (rules) throw new AppError(400, 'PASSWORD_RULES', rules);
      if (body.newPassword === body.oldPassword) {
        throw new AppError(400, 'PASSWORD_RULES', 'password.sameAsOld');
      }
      if (!(await services.passwords.verify(state.passwordHash, body.oldPassword))) {
        await botCheck.recordFailure(request.ip);
        throw new AppError(400, 'PASSWORD_INCORRECT', 'password.oldIncorrect');
      }
      const hash = await services.passwords.hash(body.newPassword);
      const current = request.cookies[REFRESH_COOKIE];
      await services.db.transaction(async (tx) => {
        const scope = { actionType: 'CHANGE_PASSWORD' };
        if (!(await actionCodes.consume(session, scope, body.actionCode, tx))) {
          throw new AppError(400, 'ACTION_CODE_INVALID', 'security.actionCodeInvalid');
        }
        await accountSecurity.setPassword(session, hash, tx);
        // Every other session ends; this browser's stays signed in.
        await accountSecurity.endSessions(session, tx, current ? sha256Hex(current) : undefined);
      });
      services.liveSessions.forgetUser(session.userId);
      return { status: 200, body: { msg: translate(lang, 'password.changed') } };
    },
  };
}
