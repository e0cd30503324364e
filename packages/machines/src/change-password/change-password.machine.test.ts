import { failWith, http, mockActionCode, passwordChanged } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { changePasswordActors } from './change-password.actors';
import { changePasswordMachine, fieldOfError } from './change-password.machine';

const server = mockServerForSuite();

function startChange(forced = false) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  return createActor(changePasswordMachine.provide({ actors: changePasswordActors(client) }), {
    input: { forced },
  }).start();
}

const valid = {
  oldPassword: 'Outlay-Demo-2026!',
  newPassword: 'Brand New-Pass 42',
  confirmPassword: 'BrandNew-Pass42',
};

describe('change-password machine', () => {
  it('shows the verification only when every rule passes', () => {
    const actor = startChange();
    actor.send({
      type: 'form.submitted',
      oldPassword: '',
      newPassword: 'short',
      confirmPassword: 'x',
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problems).toEqual({
      oldPassword: 'required',
      newPassword: 'weak',
      confirmPassword: 'mismatch',
    });
    actor.send({ type: 'form.submitted', ...valid });
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    expect(actor.getSnapshot().context.problems).toEqual({});
  });

  it('sends oldPassword, the stripped newPassword and the action code, then finishes', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/user/change-password', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(passwordChanged);
      }),
    );
    const actor = startChange();
    actor.send({ type: 'form.submitted', ...valid });
    actor.send({ type: 'verification.succeeded', actionCode: mockActionCode });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toBe('changed');
    expect(sent).toEqual({
      oldPassword: valid.oldPassword,
      newPassword: 'BrandNew-Pass42',
      actionCode: mockActionCode,
    });
  });

  it('goes back to the form when the verification is cancelled', () => {
    const actor = startChange();
    actor.send({ type: 'form.submitted', ...valid });
    actor.send({ type: 'verification.cancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toBeNull();
  });

  it('shows the server refusal and says which field it is about', async () => {
    server.use(
      failWith('changePassword', 400, 'The current password is incorrect.', {
        code: 'PASSWORD_INCORRECT',
      }),
    );
    const actor = startChange();
    actor.send({ type: 'form.submitted', ...valid });
    actor.send({ type: 'verification.succeeded', actionCode: mockActionCode });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    const { error } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(error?.msg).toBe('The current password is incorrect.');
    expect(fieldOfError(error?.code)).toBe('oldPassword');
  });

  it('can be cancelled unless forced', () => {
    const optional = startChange(false);
    optional.send({ type: 'change.cancelled' });
    expect(optional.getSnapshot().output).toBe('cancelled');
    const forced = startChange(true);
    expect(forced.getSnapshot().can({ type: 'change.cancelled' })).toBe(false);
    forced.send({ type: 'change.cancelled' });
    expect(forced.getSnapshot().value).toBe('editing');
  });
});
