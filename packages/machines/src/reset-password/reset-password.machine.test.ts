import { failWith, http, passwordReset, resetLinkStatus } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { resetPasswordActors } from './reset-password.actors';
import { resetPasswordMachine } from './reset-password.machine';

const server = mockServerForSuite();

const start = (token = 'link-token') =>
  createActor(
    resetPasswordMachine.provide({ actors: resetPasswordActors(createTestClient().client) }),
    {
      input: { token },
    },
  ).start();
const good = { newPassword: 'Fresh Start-2026!', confirmPassword: 'FreshStart-2026!' };

describe('reset-password machine', () => {
  it('validates the link first, then resets with the stripped password', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/user/reset-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(passwordReset);
      }),
    );
    const actor = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.email).toBe(resetLinkStatus.email);
    actor.send({ type: 'form.submitted', newPassword: 'weak', confirmPassword: 'other' });
    expect(actor.getSnapshot().context.problems).toEqual({
      newPassword: 'weak',
      confirmPassword: 'mismatch',
    });
    actor.send({ type: 'form.submitted', ...good });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({ token: 'link-token', newPassword: 'FreshStart-2026!' });
  });

  it('says the link is expired or invalid when the server refuses it, or there is none', async () => {
    server.use(
      failWith('validateResetPassword', 400, 'This link seems to be expired or invalid.', {
        code: 'LINK_INVALID',
      }),
    );
    const refused = start();
    await waitFor(refused, (snapshot) => snapshot.matches('invalid'));
    expect(start('').getSnapshot().value).toBe('invalid');
  });
});
