import { expect } from '@playwright/test';
import type { BrowserWalk } from '../support/flow-walk';
import { signInWithEmailCode } from '../support/sign-in';

// A user whose password is about to expire (the seed's QA-only one): the gate's first prompt.
export const loginGateWalk: BrowserWalk = {
  flow: 'login-gate',
  variant: 'expiring@demo.outlay.test',
  tour: true,
  goal: (state) => state.status === 'done',
  server: (event) => event.type.startsWith('xstate.done.actor.'),
  start: async (page) => {
    await page.goto('/client/');
    await signInWithEmailCode(page, 'qa.expiring@demo.outlay.test');
  },
  act: {
    'expiration.dismissed': async (page) => {
      await page
        .getByRole('dialog', { name: 'Password expiration' })
        .getByRole('button', { name: 'Cancel' })
        .click();
    },
  },
  see: {
    'loginGate.password.expiring': async (page) => {
      await expect(page.getByRole('dialog', { name: 'Password expiration' })).toBeVisible();
    },
    'loginGate.passed': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
};
