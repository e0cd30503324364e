import { failWith, resetRequested } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath } from '../testing/model-paths';
import { forgotPasswordMachine } from './forgot-password.machine';

const server = mockServerForSuite();

const start = () =>
  createActor(forgotPasswordMachine, { input: { client: createTestClient().client } }).start();

describe('forgot-password machine', () => {
  it('sends the email and shows the one answer', async () => {
    const actor = start();
    actor.send({ type: 'email.submitted', email: '   ' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'email.submitted', email: ' admin@demo.outlay.test ' });
    const sent = await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(sent.context.error).toBeNull();
  });

  it('stays on the form with the error when the request is refused', async () => {
    server.use(failWith('forgotPassword', 429, 'Too many requests. Try again in 60 seconds.'));
    const actor = start();
    actor.send({ type: 'email.submitted', email: 'admin@demo.outlay.test' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().context.error?.status).toBe(429);
  });
});

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, error: snapshot.context.error !== null });

const modelEvents = [
  { type: 'email.submitted', email: 'admin@demo.outlay.test' },
  { type: 'reset' },
  { type: 'xstate.done.actor.requestResetLink', output: resetRequested },
  { type: 'xstate.error.actor.requestResetLink', error: new Error('requestResetLink') },
] as const;

describe('forgot-password machine, model-based', () => {
  const { paths, coverage } = transitionPaths(forgotPasswordMachine, {
    events: modelEvents,
    input: { client: createTestClient().client },
    serializeState,
  });

  it('reaches every state node', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `forgot-password model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start,
      server,
      calls: { requestResetLink: { method: 'post', path: '/v2/web/user/forgot-password' } },
      serializeState,
    });
  });
});
