import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { demoPassword, signInWithEmailCode } from '../support/sign-in';

const email = 'qa.verify@demo.outlay.test';
const verification = (page: Page) => page.getByRole('dialog', { name: 'Verification required' });

// When the code was asked for: the walk types the one emailed since.
let codeAskedAt = new Date();

// The dialog a sensitive action asks for, here the forced password change of the seed's
// QA-only user: the code by email, typed, then Confirm. The walk also cuts each call once (the
// dialog could not start, or the code did not go), waits out Resend, and closes the dialog to
// start over; the password changes only at the goal.
export const verificationWalk: BrowserWalk = {
  flow: 'verification',
  variant: 'email and text message',
  tour: true,
  goal: (state) => state.matches('verified' as never),
  // No captcha for this user, the code goes out, and the right code is granted.
  server: (event) =>
    event.type === 'xstate.done.actor.sendCode' ||
    event.type === 'xstate.done.actor.verifyCode' ||
    event.type === 'xstate.done.actor.resendCode' ||
    (event.type === 'xstate.done.actor.checkBot' &&
      (event as { output?: { status?: string } }).output?.status === 'ALLOWED'),
  drops: ['checkBot', 'sendCode', 'verifyCode', 'resendCode'],
  // Starting over keeps the sign-in: the forced change shows again at once.
  start: async (page) => {
    await page.goto('/client/');
    const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await expect(signIn.or(change)).toBeVisible({ timeout: 30_000 });
    if (await signIn.isVisible()) await signInWithEmailCode(page, email);
    await expect(change).toBeVisible({ timeout: 30_000 });
    await change.getByLabel('Current password', { exact: true }).fill(demoPassword);
    await change.getByLabel('New password', { exact: true }).fill('Walked-Path-2026!');
    await change.getByLabel('Confirm password', { exact: true }).fill('Walked-Path-2026!');
    codeAskedAt = new Date(Date.now() - 1000);
    await change.getByRole('button', { name: 'Change Password' }).click();
  },
  act: {
    'code.changed': async (page, event) => {
      const { code } = event as EventObject & { code: string };
      await verification(page)
        .getByRole('textbox', { name: 'Verification code' })
        .fill(code === '' ? '' : await latestCode(page.request, email, codeAskedAt));
    },
    'code.confirmed': async (page) => {
      await verification(page).getByRole('button', { name: 'Confirm' }).click();
    },
    'retry.requested': async (page) => {
      codeAskedAt = new Date(Date.now() - 1000);
      await verification(page).getByRole('button', { name: 'Try again' }).click();
    },
    'verification.cancelled': async (page) => {
      await verification(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'resend.requested': async (page) => {
      codeAskedAt = new Date(Date.now() - 1000);
      await verification(page).getByRole('button', { name: 'Resend code' }).click();
    },
    // The server's wait runs out: Resend is offered.
    'xstate.after.resendWait.verification.enteringCode.resend.waiting': async (page) => {
      await expect(verification(page).getByRole('button', { name: 'Resend code' })).toBeEnabled({
        timeout: 45_000,
      });
    },
  },
  see: {
    'verification.enteringCode': async (page) => {
      await expect(verification(page)).toBeVisible();
      await expect(
        verification(page).getByRole('textbox', { name: 'Verification code' }),
      ).toBeVisible();
    },
    'verification.failed': async (page) => {
      await expect(verification(page).getByText('The verification could not start.')).toBeVisible();
    },
    'verification.cancelled': async (page) => {
      await expect(verification(page)).toBeHidden();
    },
    'verification.verified': async (page) => {
      await expect(verification(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    },
  },
};
