import { expect } from '@playwright/test';
import type { BrowserWalk } from '../support/flow-walk';
import { signInOrStay } from '../support/sign-in';

// The autopay banner as Northwind's QA-only admin (qa.pao) meets it: Northwind has no
// auto-debit flow, so the machine decides at once that no banner applies and reads no accounts.
export const autopayWalk: BrowserWalk = {
  flow: 'autopay',
  variant: 'an admin without the auto-debit flow',
  goal: (state) => state.matches('notApplicable' as never),
  server: () => false,
  start: async (page) => {
    await signInOrStay(page, 'qa.pao@demo.outlay.test', '/client/dashboard');
  },
  act: {},
  see: {
    'autopay.notApplicable': async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('AutoPay', { exact: true })).toHaveCount(0);
    },
  },
};
