import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { latestCode } from '../support/outbox';
import { demoPassword } from '../support/sign-in';
import { totpCode } from '../support/totp';

// A seeded employee no other spec signs in as, with no authenticator app yet: the walk reads
// her emailed codes without racing another spec for them, and sets up an app she never ends
// up with (its confirmation is held and cut), so every run meets her the same.
const email = 'sofia.marino@demo.outlay.test';
const output = (event: EventObject) => (event as EventObject & { output?: unknown }).output;

/** When this start began: the newest code emailed since is the one to type. */
let startedAt = new Date();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const resend = (page: Page) => page.getByRole('button', { name: 'Resend code' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const secretKey = (page: Page) => page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);

const codeScreen = async (page: Page) => {
  await expect(page).toHaveURL(/\/client\/login-verify$/);
  await expect(heading(page, 'Enter your verification code')).toBeVisible();
  await expect(page.getByText(/^We sent a 6-digit code to /)).toBeVisible();
  await expect(codeField(page)).toBeVisible();
};
const emailProof = async (page: Page) => {
  await expect(page).toHaveURL(/\/client\/login-auth$/);
  await expect(heading(page, 'Set up your authenticator app')).toBeVisible();
  await expect(
    page.getByText(/^Before you set up an authenticator app, enter the 6-digit code we sent/),
  ).toBeVisible();
  await expect(codeField(page)).toBeVisible();
};

/** Resend waits out the server's delay: the button stays disabled meanwhile. */
const waitingToResend = async (page: Page) => {
  await expect(resend(page)).toBeDisabled();
};

/** The server's wait runs out: a new code may be asked for (30 s after the last one). */
const resendOffered = async (page: Page) => {
  test.info().setTimeout(test.info().timeout + 45_000);
  await expect(resend(page)).toBeEnabled({ timeout: 45_000 });
};

// The sign-in form to the signed-in app for a user without an authenticator app: the
// password checked (held, and cut once: the form says so), the emailed code sent (held),
// mistyped in no way the server sees (its verification held and cut), Resend waited out and
// held; then "Use another method" and the authenticator app's set-up: the inbox proven by the
// emailed code (held), the QR code and key, the app's first code held and cut; and last the
// emailed code signs her in.
export const loginWalk: BrowserWalk = {
  flow: 'login',
  variant: 'a visitor on the sign-in page',
  tour: true,
  answersOnlyWhileBusy: true,
  goal: (state) => state.status === 'done',
  // Her challenge has no authenticator app and no trusted browser; every code goes out (each
  // send comes 30 s or more after the last, or the model's code sent moments ago stands in:
  // the same state nodes); the app's set-up is never confirmed.
  server: (event) => {
    if (!event.type.startsWith('xstate.done.actor.')) return false;
    if (event.type === 'xstate.done.actor.confirmAuthenticator') return false;
    if (event.type !== 'xstate.done.actor.checkCredentials') return true;
    const challenge = output(event) as { isTwoFactorAuth?: boolean; secretToken?: string };
    return challenge.isTwoFactorAuth === false && challenge.secretToken === undefined;
  },
  drops: ['checkCredentials', 'verifyCode', 'confirmAuthenticator'],
  start: async (page) => {
    // A start after the first is a new visitor: the last sign-in and its saved flow gone.
    await page.context().clearCookies();
    await page.goto('/client/');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    startedAt = new Date(Date.now() - 1000);
    await page.goto('/client/');
  },
  act: {
    'credentials.submitted': async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    'method.chosen': async (page, event) => {
      const { method } = event as EventObject & { method: 'EMAIL' | 'OTP' };
      // RAC draws the radio over its input: chosen through its label, as a pointer user would.
      await page
        .getByText(method === 'EMAIL' ? 'Email me a code' : 'Use my authenticator app', {
          exact: true,
        })
        .click();
      await expect(
        page.getByRole('radio', { name: method === 'EMAIL' ? /Email me a code/ : /authenticator/ }),
      ).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    'code.submitted': async (page) => {
      // The app's first code, from the key on screen; otherwise the newest emailed code.
      const code = (await secretKey(page).isVisible())
        ? totpCode(((await secretKey(page).textContent()) ?? '').replace(/\s/g, ''))
        : await latestCode(page.request, email, startedAt);
      await codeField(page).fill(code);
      await codeField(page).press('Enter');
    },
    'resend.requested': async (page) => {
      await resend(page).click();
    },
    'method.changeRequested': async (page) => {
      await page.getByRole('button', { name: 'Use another method' }).first().click();
    },
    'xstate.after.resendWait.login.enteringCode.resend.waiting': resendOffered,
    'xstate.after.resendWait.login.settingUpAuthenticator.provingEmail.resend.waiting':
      resendOffered,
  },
  see: {
    'login.enteringCredentials': async (page) => {
      await expect(heading(page, 'Sign in to Outlay')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
    },
    'login.choosingMethod': async (page) => {
      await expect(page).toHaveURL(/\/client\/login-options$/);
      await expect(heading(page, 'How do you want to verify your account?')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Email me a code/ })).toBeVisible();
    },
    'login.enteringCode.resend.waiting': async (page) => {
      await codeScreen(page);
      await waitingToResend(page);
    },
    'login.enteringCode.resend.ready': async (page) => {
      await codeScreen(page);
      await expect(resend(page)).toBeVisible();
    },
    'login.settingUpAuthenticator.provingEmail.resend.waiting': async (page) => {
      await emailProof(page);
      await waitingToResend(page);
    },
    'login.settingUpAuthenticator.provingEmail.resend.ready': async (page) => {
      await emailProof(page);
      await expect(resend(page)).toBeVisible();
    },
    'login.settingUpAuthenticator.showingSecret': async (page) => {
      await expect(heading(page, 'Set up your authenticator app')).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'QR code that adds Outlay to your authenticator app' }),
      ).toBeVisible();
      await expect(secretKey(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify and sign in' })).toBeEnabled();
    },
    'login.signedIn': async (page) => {
      // Signed in: the app's shell, or the first of the sign-in's gates over it.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('dialog')).first(),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page).not.toHaveURL(/\/client\/login-/);
    },
  },
};
