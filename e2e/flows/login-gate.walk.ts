import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject } from '../support/flow-walk';
import { demoPassword, signInWithEmailCode } from '../support/sign-in';
import { answerVerification } from '../support/verification';

const changeDialog = (page: Page) => page.getByRole('dialog', { name: 'Change Password' });
const expiration = (page: Page) => page.getByRole('dialog', { name: 'Password expiration' });
const output = (event: EventObject) => (event as EventObject & { output?: unknown }).output;

const dashboard = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

// A user whose password is about to expire (the seed's QA-only one): the gate's first prompt,
// the change-password modal it offers (cancelled), the dismissal held and cut once.
export const loginGateWalk: BrowserWalk = {
  flow: 'login-gate',
  variant: 'expiring@demo.outlay.test',
  tour: true,
  goal: (state) => state.status === 'done',
  // The change-password modal is only cancelled here: the password stays the demo one.
  server: (event) =>
    event.type.startsWith('xstate.done.actor.') &&
    (event.type !== 'xstate.done.actor.changePassword' || output(event) === 'cancelled'),
  drops: ['dismissPasswordWarning'],
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, 'qa.expiring@demo.outlay.test');
  },
  act: {
    'expiration.dismissed': async (page) => {
      await expiration(page).getByRole('button', { name: 'Cancel' }).click();
    },
    'password.changeChosen': async (page) => {
      await expiration(page).getByRole('button', { name: 'Change Password' }).click();
    },
    'xstate.done.actor.changePassword': async (page) => {
      await changeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    },
  },
  see: {
    'loginGate.password.expiring': async (page) => {
      await expect(expiration(page)).toBeVisible();
    },
    'loginGate.password.changing': async (page) => {
      await expect(changeDialog(page)).toBeVisible();
    },
    'loginGate.passed': dashboard,
  },
};

const forcedEmail = 'qa.forced@demo.outlay.test';

// A user who must change the password (the seed's QA-only one): the modal without Cancel, the
// new password verified by an emailed code, then the dashboard.
export const loginGateForcedWalk: BrowserWalk = {
  flow: 'login-gate',
  name: 'forced password change',
  variant: 'forced@demo.outlay.test',
  goal: (state) => state.status === 'done',
  server: (event) =>
    event.type.startsWith('xstate.done.actor.') &&
    (event.type !== 'xstate.done.actor.changePassword' || output(event) === 'changed'),
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, forcedEmail);
  },
  act: {
    'xstate.done.actor.changePassword': async (page) => {
      const change = changeDialog(page);
      await change.getByLabel('Current password', { exact: true }).fill(demoPassword);
      await change.getByLabel('New password', { exact: true }).fill('Forced-Walk-2026!');
      await change.getByLabel('Confirm password', { exact: true }).fill('Forced-Walk-2026!');
      const since = new Date(Date.now() - 1000);
      await change.getByRole('button', { name: 'Change Password' }).click();
      await answerVerification(page, forcedEmail, since, 'the forced password change');
    },
  },
  see: {
    'loginGate.password.forced': async (page) => {
      await expect(changeDialog(page)).toBeVisible({ timeout: 30_000 });
      await expect(changeDialog(page).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    },
    'loginGate.passed': dashboard,
  },
};
