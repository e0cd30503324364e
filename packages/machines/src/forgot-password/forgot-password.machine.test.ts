import { failWith } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { forgotPasswordActors } from './forgot-password.actors';
import { forgotPasswordMachine } from './forgot-password.machine';

const server = mockServerForSuite();

const start = () =>
  createActor(
    forgotPasswordMachine.provide({ actors: forgotPasswordActors(createTestClient().client) }),
  ).start();

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
