import { mockActionCode, passwordChanged } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { changePasswordMachine } from './change-password.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    forced: snapshot.context.forced,
    problems: Object.keys(snapshot.context.problems).sort(),
    error: snapshot.context.error !== null,
  });

const events = [
  { type: 'form.submitted', oldPassword: '', newPassword: '', confirmPassword: '' },
  {
    type: 'form.submitted',
    oldPassword: 'Old-Password-1!',
    newPassword: 'New-Password-2!',
    confirmPassword: 'Other-Password-3!',
  },
  {
    type: 'form.submitted',
    oldPassword: 'Old-Password-1!',
    newPassword: 'New-Password-2!',
    confirmPassword: 'New-Password-2!',
  },
  { type: 'verification.succeeded', actionCode: mockActionCode },
  { type: 'verification.cancelled' },
  { type: 'change.cancelled' },
  { type: 'xstate.done.actor.changePassword', output: passwordChanged },
  { type: 'xstate.error.actor.changePassword', error: new Error('changePassword') },
] as const;

const calls: Record<string, InvokedCall> = {
  changePassword: { method: 'post', path: '/v2/web/user/change-password' },
};

describe.each([false, true])('change-password machine, model-based (forced: %s)', (forced) => {
  const { paths, coverage } = transitionPaths(changePasswordMachine, {
    events,
    input: { client: createTestClient().client, forced },
    serializeState,
  });

  it('reaches every state node it can', () => {
    // A forced change has no way to be cancelled, so its cancelled state is never reached.
    expect(coverage.unvisitedStateNodes).toEqual(forced ? ['changePassword.cancelled'] : []);
    console.info(
      `change-password model (forced ${String(forced)}): ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(changePasswordMachine, {
          input: { client: createTestClient({ token: 'token', logouts: 0 }).client, forced },
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
