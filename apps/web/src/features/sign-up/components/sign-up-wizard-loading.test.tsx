// @vitest-environment jsdom
// Each step's code loads when the wizard reaches it: until the first step is in, the wizard
// shows a named spinner and not what the page puts under it, so nothing moves when the step
// appears; a later step waits under its own heading with the same spinner.
import { signUpReadyForReview } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { startMockServer } from '@/testing/mock-server';
import { SignUpWizard } from './sign-up-wizard';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

/** A step's code that arrives when the test says so. */
const held = vi.hoisted(() => {
  const hold = () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { arrived, release: () => release() };
  };
  return { createAccount: hold(), ownerships: hold() };
});
vi.mock('./create-account-step', async (importOriginal) => {
  await held.createAccount.arrived;
  return importOriginal();
});
vi.mock('./ownerships-step', async (importOriginal) => {
  await held.ownerships.arrived;
  return importOriginal();
});

startMockServer();
beforeAll(async () => {
  await prepareApp(['sign-up', 'auth']);
});
afterEach(() => {
  sessionStorage.clear();
});

describe('sign-up wizard while a step loads', () => {
  it('shows the spinner alone until the first step is in, then the step with the page’s link', async () => {
    renderApp(
      <SignUpWizard application={null}>
        <a href="/client/login">Already have an account?</a>
      </SignUpWizard>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the step…' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Already have an account?' })).toBeNull();
    held.createAccount.release();
    expect(
      await screen.findByRole('textbox', { name: 'First name' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1 of 7: Create account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading the step…' })).toBeNull();
  });

  it('waits for a later step under its heading, with the spinner in its place', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpWizard application={signUpReadyForReview} />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit Ownerships' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Step 4 of 7: Ownerships' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading the step…' })).toBeTruthy();
    held.ownerships.release();
    expect(
      await screen.findByRole('region', { name: 'Leader 1' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading the step…' })).toBeNull();
  });
});
