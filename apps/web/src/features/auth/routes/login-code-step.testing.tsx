// Signs in as the demo admin with an emailed code and shows `/login-verify` on the code step,
// for the tests of that screen (which mock `lib/api-client` with the msw-backed client).
import { loginActors } from '@outlay/machines/login/login.actors';
import { loginMachine } from '@outlay/machines/login/login.machine';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, type SimulatedClock } from 'xstate';
import { onAppClient } from '@/lib/flow-actors';
import { renderApp } from '@/testing/render-app';
import { LoginFlowContext, runningLoginFlow } from '../login-flow/login-flow-context';
import LoginVerifyPage from './login-verify-page';

/** `clock` drives the machine's delays (Resend's wait); left out, real time does. */
export async function openLoginCodeStep(clock?: SimulatedClock) {
  const machine = onAppClient(loginMachine, loginActors);
  const actor = createActor(machine, clock ? { clock } : {}).start();
  actor.send({ type: 'credentials.submitted', email: 'admin@demo.outlay.test', password: 'pw' });
  await waitFor(() => {
    expect(actor.getSnapshot().hasTag('screen.options')).toBe(true);
  });
  actor.send({ type: 'method.chosen', method: 'EMAIL' });
  await waitFor(() => {
    expect(actor.getSnapshot().hasTag('screen.code')).toBe(true);
  });
  renderApp(
    <LoginFlowContext value={runningLoginFlow(actor)}>
      <LoginVerifyPage />
    </LoginFlowContext>,
  );
  return { actor, user: userEvent.setup() };
}
