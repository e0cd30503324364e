// The sign-in flow's model (password, then the second factor: a code by email, an
// authenticator app, or its set-up): the events QA tries, what tells states apart, the calls.
import { ApiError } from '@outlay/api-client';
import {
  adminLoginChallenge,
  adminUser,
  authenticatorEnrolment,
  codeSent,
  loginChallengeFor,
  signedIn,
  totpAdminUser,
} from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { visitorClient } from '../testing/client';
import type { InvokedCall } from '../testing/model-paths';
import { defineFlowModel, done, failed, isOutcome } from '../testing/flow-model';
import { loginActors } from './login.actors';
import { loginMachine } from './login.machine';

// What distinguishes two states for the model: where it is, the chosen method, whether the
// user has an authenticator app, and whether an error is on screen.
const serializeState = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    method: snapshot.context.method,
    hasAuthenticator: snapshot.context.challenge?.isTwoFactorAuth ?? null,
    error: snapshot.context.error !== null,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    rememberDevice: snapshot.context.rememberDevice,
  });

// The server's refusal to send another code so soon (429).
const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});
// Resend's wait running out (the machine's `after` delay).
const waited = (state: string) => ({
  type: `xstate.after.resendWait.login.${state}.resend.waiting`,
});

const events = [
  { type: 'credentials.submitted', email: 'admin@demo.outlay.test', password: 'pw' },
  { type: 'method.chosen', method: 'EMAIL' },
  { type: 'method.chosen', method: 'OTP' },
  { type: 'code.submitted', code: '123456' },
  { type: 'resend.requested' },
  { type: 'method.changeRequested' },
  { type: 'login.restarted' },
  done('checkCredentials', adminLoginChallenge),
  done('checkCredentials', loginChallengeFor(totpAdminUser)),
  // A trusted device: the password signs in, no code.
  done('checkCredentials', signedIn(adminUser)),
  failed('checkCredentials'),
  { type: 'rememberDevice.changed', remember: true },
  done('sendEmailCode', codeSent),
  failed('sendEmailCode'),
  tooSoon('sendEmailCode'),
  tooSoon('resendEmailCode'),
  tooSoon('sendEnrolmentCode'),
  tooSoon('resendEnrolmentCode'),
  waited('enteringCode'),
  waited('settingUpAuthenticator.provingEmail'),
  done('resendEmailCode', codeSent),
  failed('resendEmailCode'),
  done('sendEnrolmentCode', codeSent),
  failed('sendEnrolmentCode'),
  done('resendEnrolmentCode', codeSent),
  failed('resendEnrolmentCode'),
  done('startAuthenticatorSetup', authenticatorEnrolment),
  failed('startAuthenticatorSetup'),
  done('verifyCode', signedIn(adminUser)),
  failed('verifyCode'),
  done('confirmAuthenticator', signedIn(adminUser)),
  failed('confirmAuthenticator'),
] as const;

const calls: Record<string, InvokedCall> = {
  checkCredentials: { method: 'post', path: '/v2/web/user/login' },
  sendEmailCode: { method: 'post', path: '/v2/multifactor-action-code/create-login' },
  resendEmailCode: { method: 'post', path: '/v2/multifactor-action-code/create-login' },
  sendEnrolmentCode: { method: 'post', path: '/v2/multifactor-action-code/create-login' },
  resendEnrolmentCode: { method: 'post', path: '/v2/multifactor-action-code/create-login' },
  startAuthenticatorSetup: { method: 'post', path: '/v2/web/user/authenticator-enrolment' },
  verifyCode: { method: 'post', path: '/v2/web/user/verify-2FA' },
  confirmAuthenticator: { method: 'post', path: '/v2/web/user/verify-2FA' },
};

// While a call runs, only its outcome or leaving the step: a second thing under way at the
// same time (the wait running out, a resend beside a verification) would leave the walk
// unable to say which call answers how.
const whileBusy = events.filter(
  (event) =>
    !event.type.startsWith('xstate.after.') &&
    event.type !== 'code.submitted' &&
    event.type !== 'rememberDevice.changed' &&
    event.type !== 'resend.requested',
);

export const loginModel = defineFlowModel({
  machine: loginMachine,
  provided: () => loginMachine.provide({ actors: loginActors(visitorClient()) }),
  variants: [{ name: 'a visitor on the sign-in page', input: () => undefined }],
  // Remembering the device is a choice sent with the code: once ticked, only the code and the
  // calls' answers are tried, so the choice does not double the whole model.
  events: (snapshot) =>
    snapshot.hasTag('busy')
      ? whileBusy
      : snapshot.context.rememberDevice
        ? events.filter((event) => event.type === 'code.submitted' || isOutcome(event))
        : events,
  serializeState,
  calls,
});
