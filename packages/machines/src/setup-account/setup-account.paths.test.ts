import { ApiError } from '@outlay/api-client';
import { passwordSetUp, setupRequested } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath } from '../testing/model-paths';
import { setupAccountMachine } from './setup-account.machine';

const server = mockServerForSuite();

const form = {
  code: '123456',
  newPassword: 'First-Password-1!',
  confirmPassword: 'First-Password-1!',
};

type Snapshot = SnapshotFrom<typeof setupAccountMachine>;
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    sent: snapshot.context.codesSent > 0,
    problems: Object.keys(snapshot.context.problems).sort(),
    codeProblem: snapshot.context.codeProblem,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    error: snapshot.context.error !== null,
  });

// The server's refusal to send another code so soon (429).
const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});

const modelEvents = [
  { type: 'code.requested', email: 'invited@demo.outlay.test' },
  { type: 'resend.requested' },
  { type: 'form.submitted', code: '', newPassword: '', confirmPassword: '' },
  { type: 'form.submitted', ...form },
  { type: 'xstate.done.actor.requestSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.requestSetupCode', error: new Error('requestSetupCode') },
  tooSoon('requestSetupCode'),
  tooSoon('resendSetupCode'),
  { type: 'xstate.after.resendWait.setupAccount.choosingPassword.resend.waiting' },
  { type: 'xstate.done.actor.resendSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.resendSetupCode', error: new Error('resendSetupCode') },
  { type: 'xstate.done.actor.setupPassword', output: passwordSetUp },
  { type: 'xstate.error.actor.setupPassword', error: new Error('setupPassword') },
] as const;

describe('setup-account machine, model-based', () => {
  const { paths, coverage } = transitionPaths(setupAccountMachine, {
    // While a call runs, only its outcome: Resend's wait running out then would race it.
    events: (snapshot) =>
      snapshot.hasTag('busy')
        ? modelEvents.filter(
            (event) =>
              event.type.startsWith('xstate.error') || event.type.startsWith('xstate.done'),
          )
        : modelEvents,
    input: { client: createTestClient().client, email: '' },
    serializeState,
  });

  it('reaches every state node', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `setup-account model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(setupAccountMachine, {
          input: { client: createTestClient().client, email: '' },
        }).start(),
      server,
      calls: {
        requestSetupCode: { method: 'post', path: '/v2/web/user/setup-password/code' },
        resendSetupCode: { method: 'post', path: '/v2/web/user/setup-password/code' },
        setupPassword: { method: 'post', path: '/v2/web/user/setup-password' },
      },
      serializeState,
    });
  });
});
