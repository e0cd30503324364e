import { failWith, http, passwordSetUp, setupRequested } from '@outlay/api-client/mocks';
import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { transitionPaths, walkPath } from '../testing/model-paths';
import { setupAccountMachine } from './setup-account.machine';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const start = (email = 'invited@demo.outlay.test') =>
  createActor(setupAccountMachine, { input: { client: createTestClient().client, email } }).start();
const form = {
  code: '123456',
  newPassword: 'First-Password-1!',
  confirmPassword: 'First-Password-1!',
};

describe('setup-account machine', () => {
  it('emails a code, then sets the first password with it', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/user/setup-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(passwordSetUp);
      }),
    );
    const actor = start();
    actor.send({ type: 'code.requested', email: ' invited@demo.outlay.test ' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: 'idle' }));
    expect(actor.getSnapshot().context.codesSent).toBe(1);
    actor.send({ type: 'form.submitted', ...form, code: '12' });
    expect(actor.getSnapshot().matches({ choosingPassword: 'idle' })).toBe(true);
    actor.send({ type: 'form.submitted', ...form });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({
      email: 'invited@demo.outlay.test',
      code: '123456',
      newPassword: form.newPassword,
    });
  });

  it('keeps the form with the server refusal', async () => {
    server.use(failWith('setupPassword', 400, 'The code is incorrect. Attempts left: 4.'));
    const actor = start();
    actor.send({ type: 'code.requested', email: 'invited@demo.outlay.test' });
    await waitFor(actor, (snapshot) => snapshot.matches({ choosingPassword: 'idle' }));
    actor.send({ type: 'form.submitted', ...form });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches({ choosingPassword: 'idle' })).toBe(true);
  });
});

type Snapshot = SnapshotFrom<typeof setupAccountMachine>;
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    sent: snapshot.context.codesSent > 0,
    problems: Object.keys(snapshot.context.problems).sort(),
    error: snapshot.context.error !== null,
  });

const modelEvents = [
  { type: 'code.requested', email: 'invited@demo.outlay.test' },
  { type: 'resend.requested' },
  { type: 'form.submitted', code: '', newPassword: '', confirmPassword: '' },
  { type: 'form.submitted', ...form },
  { type: 'xstate.done.actor.requestSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.requestSetupCode', error: new Error('requestSetupCode') },
  { type: 'xstate.done.actor.resendSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.resendSetupCode', error: new Error('resendSetupCode') },
  { type: 'xstate.done.actor.setupPassword', output: passwordSetUp },
  { type: 'xstate.error.actor.setupPassword', error: new Error('setupPassword') },
] as const;

describe('setup-account machine, model-based', () => {
  const { paths, coverage } = transitionPaths(setupAccountMachine, {
    events: modelEvents,
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
      start: () => start(''),
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
