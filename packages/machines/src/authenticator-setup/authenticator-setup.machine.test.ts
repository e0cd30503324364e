import {
  authenticatorEnrolment,
  failWith,
  http,
  twoFactorMethodsWithApp,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { authenticatorSetupActors } from './authenticator-setup.actors';
import { authenticatorSetupMachine } from './authenticator-setup.machine';

const server = mockServerForSuite();

const start = () =>
  createActor(
    authenticatorSetupMachine.provide({
      actors: authenticatorSetupActors(createTestClient({ token: 'token', logouts: 0 }).client),
    }),
    {
      input: {
        enrolment: authenticatorEnrolment,
      },
    },
  ).start();

describe('authenticator set-up machine', () => {
  it("sends only six digits, then outputs the user's methods with the app", async () => {
    const confirmed: unknown[] = [];
    server.use(
      http.post('/v2/web/user/authenticator/confirm', async ({ request, response }) => {
        confirmed.push(await request.json());
        return response(200).json(twoFactorMethodsWithApp);
      }),
    );
    const actor = start();
    const confirmedNews: unknown[] = [];
    actor.on('authenticator.confirmed', (notice) => confirmedNews.push(notice));
    actor.send({ type: 'code.submitted', code: '12345' });
    expect(actor.getSnapshot().matches({ enteringCode: 'idle' })).toBe(true);
    actor.send({ type: 'code.submitted', code: '123456' });
    expect(actor.getSnapshot().matches({ enteringCode: 'verifying' })).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual(twoFactorMethodsWithApp);
    expect(confirmed).toEqual([{ code: '123456' }]);
    expect(confirmedNews).toEqual([
      { type: 'authenticator.confirmed', methods: twoFactorMethodsWithApp },
    ]);
  });

  it('keeps the step with the refusal when the code is wrong', async () => {
    server.use(failWith('confirmAuthenticatorSetup', 400, 'The code is incorrect.'));
    const actor = start();
    actor.send({ type: 'code.submitted', code: '000000' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().matches({ enteringCode: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error?.msg).toBe('The code is incorrect.');
  });

  it('outputs nothing when cancelled', () => {
    const actor = start();
    actor.send({ type: 'setup.cancelled' });
    expect(actor.getSnapshot().output).toBeNull();
  });
});
