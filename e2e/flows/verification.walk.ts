import { expect, type Page } from '@playwright/test';
import type { BrowserWalk } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { demoPassword, signInWithEmailCode } from '../support/sign-in';

const email = 'qa.verify@demo.outlay.test';
const verification = (page: Page) => page.getByRole('dialog', { name: 'Verification required' });

// When the code was asked for: the walk types the one emailed since.
let codeAskedAt = new Date();

// The dialog a sensitive action asks for, here the forced password change of the seed's
// QA-only user: the code by email, typed, then Confirm.
export const verificationWalk: BrowserWalk = {
  flow: 'verification',
  variant: 'email and text message',
  goal: (state) => state.matches('verified' as never),
  // No captcha for this user, the code goes out, and the right code is granted.
  server: (event) =>
    event.type === 'xstate.done.actor.sendCode' ||
    event.type === 'xstate.done.actor.verifyCode' ||
    (event.type === 'xstate.done.actor.checkBot' &&
      (event as { output?: { status?: string } }).output?.status === 'ALLOWED'),
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, email);
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await expect(change).toBeVisible({ timeout: 30_000 });
    await change.getByLabel('Current password', { exact: true }).fill(demoPassword);
    await change.getByLabel('New password', { exact: true }).fill('Walked-Path-2026!');
    await change.getByLabel('Confirm password', { exact: true }).fill('Walked-Path-2026!');
    codeAskedAt = new Date(Date.now() - 1000);
    await change.getByRole('button', { name: 'Change Password' }).click();
  },
  act: {
    'code.changed': async (page) => {
      await verification(page)
        .getByRole('textbox', { name: 'Verification code' })
        .fill(await latestCode(page.request, email, codeAskedAt));
    },
    'code.confirmed': async (page) => {
      await verification(page).getByRole('button', { name: 'Confirm' }).click();
    },
  },
  see: {
    'verification.enteringCode': async (page) => {
      await expect(verification(page)).toBeVisible();
      await expect(
        verification(page).getByRole('textbox', { name: 'Verification code' }),
      ).toBeVisible();
    },
    'verification.verified': async (page) => {
      await expect(verification(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    },
  },
};
