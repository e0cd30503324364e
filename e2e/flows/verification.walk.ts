import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { demoPassword, signInWithEmailCode } from '../support/sign-in';

const email = 'qa.verify@demo.outlay.test';
const verification = (page: Page) => page.getByRole('dialog', { name: 'Verification required' });

// When the code was asked for: the walk types the one emailed since.
let codeAskedAt = new Date();

/** Signs in (unless signed in) as a user who must change the password, and asks to change it. */
async function askForCode(page: Page, user: string, newPassword: string) {
  await page.goto('/client/');
  const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expect(signIn.or(change)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signInWithEmailCode(page, user);
  await expect(change).toBeVisible({ timeout: 30_000 });
  await change.getByLabel('Current password', { exact: true }).fill(demoPassword);
  await change.getByLabel('New password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  codeAskedAt = new Date(Date.now() - 1000);
  await change.getByRole('button', { name: 'Change Password' }).click();
}

const status = (event: EventObject) => (event as { output?: { status?: string } }).output?.status;
const refusal = (event: EventObject) => (event as { error?: { code?: string } }).error?.code;

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
    (event.type === 'xstate.done.actor.checkBot' && status(event) === 'ALLOWED'),
  drops: ['checkBot', 'sendCode', 'verifyCode', 'resendCode'],
  // Starting over keeps the sign-in: the forced change shows again at once.
  start: async (page) => {
    await askForCode(page, email, 'Walked-Path-2026!');
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

const captchaEmail = 'qa.captcha@demo.outlay.test';
const captchaBox = (page: Page) =>
  verification(page).getByRole('textbox', { name: /^Security question/ });

// The seed's QA-only user the sandbox bot check distrusts: the dialog asks a security question
// beside the code. The walk answers it wrong once (the code right), and the server asks a new
// question; one failure only, since the sandbox counts them against the address every test
// shares.
export const verificationCaptchaWalk: BrowserWalk = {
  flow: 'verification',
  name: 'captcha answered wrong',
  variant: 'email and text message',
  tour: true,
  goal: (state) => state.matches({ enteringCode: { code: 'refreshingCaptcha' } } as never),
  server: (event) =>
    event.type === 'xstate.done.actor.sendCode' ||
    (event.type === 'xstate.error.actor.verifyCode' && refusal(event) === 'CAPTCHA_INCORRECT') ||
    ((event.type === 'xstate.done.actor.checkBot' ||
      event.type === 'xstate.done.actor.refreshCaptcha') &&
      status(event) === 'CAPTCHA'),
  start: async (page) => {
    await askForCode(page, captchaEmail, 'Captcha-Walk-2026!');
  },
  act: {
    'code.changed': async (page, event) => {
      const { code } = event as EventObject & { code: string };
      await verification(page)
        .getByRole('textbox', { name: 'Verification code' })
        .fill(code === '' ? '' : await latestCode(page.request, captchaEmail, codeAskedAt));
    },
    // The question is a sum in words: the walk answers one more than it.
    'captcha.changed': async (page) => {
      const question = (await captchaBox(page).getAttribute('aria-label')) ?? '';
      const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
      await captchaBox(page).fill(String(a + b + 1));
    },
    'code.confirmed': async (page) => {
      await verification(page).getByRole('button', { name: 'Confirm' }).click();
    },
  },
  see: {
    'verification.enteringCode': async (page) => {
      await expect(
        verification(page).getByRole('textbox', { name: 'Verification code' }),
      ).toBeVisible();
      await expect(captchaBox(page)).toBeVisible();
    },
  },
};

// The seed's QA-only user the sandbox bot check blocks outright: the dialog says so and offers
// only to close.
export const verificationBlockedWalk: BrowserWalk = {
  flow: 'verification',
  name: 'blocked',
  variant: 'email and text message',
  goal: (state) => state.matches('blocked' as never),
  server: (event) => event.type === 'xstate.done.actor.checkBot' && status(event) === 'BLOCKED',
  start: async (page) => {
    await askForCode(page, 'qa.blocked@demo.outlay.test', 'Blocked-Walk-2026!');
  },
  act: {},
  see: {
    'verification.blocked': async (page) => {
      await expect(verification(page).getByText("We can't verify you right now")).toBeVisible();
      await expect(verification(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
    },
  },
};
