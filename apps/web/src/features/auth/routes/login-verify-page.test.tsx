// @vitest-environment jsdom
// `/login-verify` with the one code step: checked on submit only, Resend enabled exactly when
// the login machine takes it, and a code request refused as too soon (issue 22) keeps the
// visitor on the code step with the code sent moments ago.
import { rateLimited } from '@outlay/api-client/mocks';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp } from '@/testing/render-app';
import { openLoginCodeStep } from './login-code-step.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['auth']);
});

async function openCodeStep() {
  const clock = new SimulatedClock();
  return { ...(await openLoginCodeStep(clock)), clock };
}

describe('LoginVerifyPage', () => {
  it('checks the code on submit only, and Resend waits for the machine', async () => {
    const { clock, user } = await openCodeStep();
    screen.getByText(/We sent a 6-digit code to .+\. It expires in 10 minutes\./);
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(field, '123');
    await user.tab();
    expect(screen.queryByText('Enter all 6 digits of the code.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('Enter all 6 digits of the code.')).length).toBeGreaterThan(
      0,
    );

    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveProperty('disabled', true);
    screen.getByText(/^Available in \d+ s$/);
    act(() => {
      clock.increment(30_000);
    });
    expect(resend).toHaveProperty('disabled', false);
  });

  it('keeps the visitor on the code step when the code request is refused as too soon', async () => {
    server.use(rateLimited('createLoginCode', 12));
    const { actor, clock } = await openCodeStep();
    screen.getByText(/We sent a 6-digit code to .+ moments ago/);
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(screen.queryByText('Code sent successfully')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    screen.getByText('Available in 12 s');
    act(() => {
      clock.increment(12_000);
    });
    expect(actor.getSnapshot().can({ type: 'resend.requested' })).toBe(true);
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false);
  });
});
