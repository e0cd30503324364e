// @vitest-environment jsdom
// "Remember this device" (issue 21) on the sign-in screens: the code step offers the box and a
// ticked box asks the server to trust the browser; a sign-in refused as a new device (423)
// shows the spec's text (part 1 §8) and the way forward, the emailed approval link.
import { failWith, http, signedIn, adminUser } from '@outlay/api-client/mocks';
import { loginActors } from '@outlay/machines/login/login.actors';
import { loginMachine } from '@outlay/machines/login/login.machine';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { onAppClient } from '@/lib/flow-actors';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { LoginFlowContext, runningLoginFlow } from '../login-flow/login-flow-context';
import LoginPage from './login-page';
import { openLoginCodeStep } from './login-code-step.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['auth']);
});

const NEW_DEVICE =
  'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.';

describe('the code step', () => {
  it('sends "Remember this device" with the code when the box is ticked', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/v2/web/user/verify-2FA', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(signedIn(adminUser));
      }),
    );
    const { user } = await openLoginCodeStep();
    const box = screen.getByRole('checkbox', { name: /Remember this device/ });
    expect(box).toHaveProperty('checked', false);
    screen.getByText(/without a code for 30 days/);
    await user.click(box);
    expect(box).toHaveProperty('checked', true);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(bodies).toEqual([expect.objectContaining({ rememberDevice: true })]);
    });
  });
});

describe('the sign-in form', () => {
  it('says a new device was detected, and how to get in, on a 423', async () => {
    server.use(failWith('login', 423, 'Locked.', { code: 'NEW_DEVICE' }));
    const actor = createActor(onAppClient(loginMachine, loginActors)).start();
    renderApp(
      <LoginFlowContext value={runningLoginFlow(actor)}>
        <LoginPage />
      </LoginFlowContext>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'eu.admin@demo.outlay.test');
    await user.type(screen.getByLabelText('Password'), 'Outlay-Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NEW_DEVICE);
    expect(alert.textContent).toContain(
      'We emailed you a link to approve this browser. Open it, then sign in here again.',
    );
    // What was typed stays, so signing in again is one press.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'eu.admin@demo.outlay.test',
    );
  });
});
