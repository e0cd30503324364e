import { authenticatorEnrolment, twoFactorMethodsWithApp } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { authenticatorSetupMachine } from './authenticator-setup.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof authenticatorSetupMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, error: snapshot.context.error !== null });

const events = [
  { type: 'code.submitted', code: '12345' },
  { type: 'code.submitted', code: '123456' },
  { type: 'setup.cancelled' },
  { type: 'xstate.done.actor.confirmAuthenticator', output: twoFactorMethodsWithApp },
  { type: 'xstate.error.actor.confirmAuthenticator', error: new Error('confirmAuthenticator') },
] as const;

const calls: Record<string, InvokedCall> = {
  confirmAuthenticator: { method: 'post', path: '/v2/web/user/authenticator/confirm' },
};

const input = (client = createTestClient().client) => ({
  client,
  enrolment: authenticatorEnrolment,
});

const { paths, coverage } = transitionPaths(authenticatorSetupMachine, {
  // While the code is checked, only the answer: a second submit would race it.
  events: (snapshot) =>
    snapshot.hasTag('busy') ? events.filter((event) => event.type.startsWith('xstate.')) : events,
  input: input(),
  serializeState,
});

describe('authenticator set-up machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual([]);
    console.info(
      `authenticator set-up model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(authenticatorSetupMachine, {
          input: input(createTestClient({ token: 'token', logouts: 0 }).client),
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
