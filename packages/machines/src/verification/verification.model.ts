// The "Verification required" dialog's model: the methods the user holds (one variant each),
// the bot check and its captcha, the code, Resend, and every refusal the dialog words.
import {
  actionCodeGranted,
  actionCodeSent,
  botCheckAllowed,
  botCheckBlocked,
  botCheckCaptcha,
  twoFactorMethods,
  twoFactorMethodsWithApp,
} from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import type { InvokedCall } from '../testing/model-paths';
import { defineFlowModel, done, failed, refused } from '../testing/flow-model';
import { verificationActors } from './verification.actors';
import { verificationMachine } from './verification.machine';

// What the user sees: where the dialog is, the method, whether a captcha is asked, whether
// the code and the answer are filled in, whether a code went out, and the error's kind.
const serializeState = (snapshot: SnapshotFrom<typeof verificationMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    method: snapshot.context.method,
    captcha: snapshot.context.captcha !== null,
    code: snapshot.context.code.length,
    answered: snapshot.context.captchaAnswer !== '',
    sent: snapshot.context.codesSent > 0,
    sentEarlier: snapshot.context.codeSentEarlier,
    missing: snapshot.context.codeMissing,
    error: snapshot.context.error !== null,
  });

// Resend's wait running out (the code step's `after` delay).
const waited = { type: 'xstate.after.resendWait.verification.enteringCode.resend.waiting' };

const events = [
  { type: 'code.changed', code: '123456' },
  { type: 'code.changed', code: '' },
  { type: 'code.checked' },
  { type: 'captcha.changed', answer: '12' },
  { type: 'code.confirmed' },
  { type: 'resend.requested' },
  { type: 'method.chosen', method: 'SMS' },
  { type: 'method.chosen', method: 'OTP' },
  { type: 'retry.requested' },
  { type: 'verification.cancelled' },
  done('checkBot', botCheckAllowed),
  done('checkBot', botCheckCaptcha),
  done('checkBot', botCheckBlocked),
  failed('checkBot'),
  done('sendCode', actionCodeSent),
  failed('sendCode'),
  refused('sendCode', 429, 'BOT_BLOCKED'),
  refused('sendCode', 429, 'RATE_LIMITED'),
  waited,
  done('verifyCode', actionCodeGranted),
  refused('verifyCode', 400, 'CODE_INCORRECT'),
  refused('verifyCode', 400, 'CAPTCHA_INCORRECT'),
  refused('verifyCode', 429, 'BOT_BLOCKED'),
  done('resendCode', actionCodeSent),
  failed('resendCode'),
  refused('resendCode', 429, 'BOT_BLOCKED'),
  refused('resendCode', 429, 'RATE_LIMITED'),
  done('refreshCaptcha', botCheckCaptcha),
  done('refreshCaptcha', botCheckAllowed),
  done('refreshCaptcha', botCheckBlocked),
  failed('refreshCaptcha'),
] as const;

const calls: Record<string, InvokedCall> = {
  checkBot: { method: 'post', path: '/v2/web/user/bot-check' },
  refreshCaptcha: { method: 'post', path: '/v2/web/user/bot-check' },
  sendCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  resendCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  verifyCode: { method: 'post', path: '/v2/multifactor-action-code/verify' },
};

// While a call runs, only its outcome: a user event or Resend's wait running out would race it.
const outcomes = events.filter((event) => /^xstate\.(done|error)\./.test(event.type));

// The methods come in as input, as the app holds them: with and without an authenticator app.
export const verificationModel = defineFlowModel({
  machine: verificationMachine,
  provided: () => verificationMachine.provide({ actors: verificationActors(signedInClient()) }),
  variants: [
    ['email and text message', twoFactorMethods] as const,
    ['an authenticator app by default', twoFactorMethodsWithApp] as const,
  ].map(([name, methods]) => ({
    name,
    input: () => ({
      actionType: 'CHANGE_PASSWORD' as const,
      methods,
    }),
  })),
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : events),
  serializeState,
  calls,
});
