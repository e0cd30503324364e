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
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { loginMachine } from './login.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof loginMachine>;

// What distinguishes two states for the model: where it is, the chosen method, whether the
// user has an authenticator app, and whether an error is on screen.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    method: snapshot.context.method,
    hasAuthenticator: snapshot.context.challenge?.isTwoFactorAuth ?? null,
    error: snapshot.context.error !== null,
    codeSentEarlier: snapshot.context.codeSentEarlier,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) });
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

const { client } = createTestClient();
// While a call runs, only its outcome or leaving the step: a second thing under way at the
// same time (the wait running out, a resend beside a verification) would leave the walk
// unable to say which call answers how.
const whileBusy = events.filter(
  (event) =>
    !event.type.startsWith('xstate.after.') &&
    event.type !== 'code.submitted' &&
    event.type !== 'resend.requested',
);

const { paths, coverage } = transitionPaths(loginMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? whileBusy : events),
  input: { client },
  serializeState,
});

describe('login machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual([]);
    expect(coverage.transitions).toBeGreaterThan(20);
    console.info(
      `login model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(loginMachine, { input: { client: createTestClient().client } }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
