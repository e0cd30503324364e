import { expect, type Page } from '@playwright/test';
import type { BrowserWalk, EventObject, WalkRead } from '../support/flow-walk';
import { signInOrStay, signInWithEmailCode } from '../support/sign-in';
import { autopayPrompt } from '../../packages/machines/src/autopay/autopay.priority';
import type { AutopayPrompt } from '../../packages/machines/src/autopay/autopay.types';
import type { CustomBankAccounts } from '../../packages/api-client/src/generated/schema';
import { autopayModelNow } from '../../packages/machines/src/autopay/autopay.model';

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

// The admins of a company with the auto-debit flow: the machine hears react-query's read of the
// AutoPay accounts (GET custom-bank-account), which the shell waits for before it draws its
// frame. The walk holds that read to see the frame wait, lets it through for the seed's
// accounts, or cuts it (and the app's two retries, lib/query-client.ts) to see "could not load".
const accountsRead = { method: 'get', path: '/v2/banking-service/custom-bank-account' } as const;
const reads: Record<string, WalkRead> = {
  'accounts.loaded': accountsRead,
  'accounts.failed': { ...accountsRead, fails: true },
};
const readUrl = /\/api\/v2\/banking-service\/custom-bank-account$/;

/** The read's tries the browser saw fail since the walk last started, per page. */
const failedReads = new WeakMap<Page, { count: number }>();
function countFailedReads(page: Page) {
  const known = failedReads.get(page);
  if (known) {
    known.count = 0;
    return;
  }
  const counter = { count: 0 };
  failedReads.set(page, counter);
  page.on('requestfailed', (request) => {
    if (readUrl.test(request.url())) counter.count += 1;
  });
}

/** Seen in the same session, a dismissal keeps the banner closed: each start is a new one. */
const dismissedKey = 'outlay.toast.autopay';

/**
 * Opens the dashboard as `email`, signing in when asked, without waiting for the shell: while
 * the walk holds the accounts read, the frame is not drawn yet (and the app's own spinner as it
 * boots looks the same), so the page is known to be signed in once it asks for the accounts.
 */
async function openDashboard(page: Page, email: string) {
  countFailedReads(page);
  const signIn = page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' });
  const timeout = 30_000;
  const read = page
    .waitForRequest(readUrl, { timeout })
    .then(() => 'read' as const)
    .catch(() => null);
  const asked = signIn
    .waitFor({ timeout })
    .then(() => 'sign-in' as const)
    .catch(() => null);
  await page.goto('/client/dashboard');
  await page.evaluate((key) => {
    sessionStorage.removeItem(key);
  }, dismissedKey);
  const first = await Promise.race([read, asked]);
  if (first === 'sign-in') await signInWithEmailCode(page, email);
  else if (first === null) throw new Error('The dashboard neither asked to sign in nor read');
}

const accountsOf = (event: EventObject) =>
  (event as EventObject & { accounts: CustomBankAccounts }).accounts;
/** What the banner asks for on the accounts a model's event carries (the machine's own rule). */
const promptOf = (event: EventObject): AutopayPrompt['kind'] | null =>
  autopayPrompt(accountsOf(event), autopayModelNow)?.kind ?? null;

const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });
const banner = (page: Page) =>
  page.getByText('Your account is now eligible for AutoPay', { exact: true });

const seeLoading = async (page: Page) => {
  // The shell waits for the banners before it draws its frame (no shift once they come).
  await expect(page.getByRole('progressbar', { name: 'Loading Outlay…' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
};

const seeNoBanner = async (page: Page) => {
  await expect(dashboard(page)).toBeVisible();
  await expect(page.getByText('AutoPay', { exact: true })).toHaveCount(0);
};

// QA's admin whose company has no AutoPay account yet (seed qa-autopay.ts): the banner asks to
// add one, and once dismissed it stays closed for the session (a reload too). The read cut
// shows no banner at all (the failure is only logged).
export const autopayAsksWalk: BrowserWalk = {
  flow: 'autopay',
  name: 'asks to add an account',
  variant: 'an admin with the auto-debit flow',
  tour: true,
  goal: (state) => state.matches('dismissed' as never),
  server: (event) => event.type === 'accounts.loaded' && promptOf(event) === 'ADD_ACCOUNT',
  reads,
  drops: ['accounts.failed'],
  start: async (page) => {
    await openDashboard(page, 'qa.autopay.asks@demo.outlay.test');
  },
  act: {
    'prompt.dismissed': async (page) => {
      await page.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
  see: {
    'autopay.loadingAccounts': seeLoading,
    'autopay.prompting': async (page) => {
      await expect(dashboard(page)).toBeVisible();
      await expect(page.getByText('AutoPay', { exact: true })).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
    },
    'autopay.unavailable': async (page) => {
      // The first try and the app's two retries all cut: only then does the read give up.
      await expect.poll(() => failedReads.get(page)?.count ?? 0).toBeGreaterThanOrEqual(3);
      await seeNoBanner(page);
    },
    'autopay.dismissed': async (page) => {
      await expect(banner(page)).toHaveCount(0);
      await expect(dashboard(page)).toBeVisible();
      // Closed for the session: a reload reads the accounts again and still asks nothing.
      await page.reload();
      await seeNoBanner(page);
    },
  },
};

// QA's admin whose company's one currency (USD) already pays automatically: the machine reads
// the accounts and settles with nothing to ask.
export const autopaySettledWalk: BrowserWalk = {
  flow: 'autopay',
  name: 'nothing to ask',
  variant: 'an admin with the auto-debit flow',
  tour: true,
  goal: (state) => state.matches('settled' as never),
  // Nothing to ask, and no agreement being signed (the model's other settled accounts).
  server: (event) =>
    event.type === 'accounts.loaded' &&
    promptOf(event) === null &&
    accountsOf(event).currencies.every((entry) =>
      entry.accounts.every((account) => account.padRequestedAt === null),
    ),
  reads,
  start: async (page) => {
    await openDashboard(page, 'qa.autopay.settled@demo.outlay.test');
  },
  act: {},
  see: {
    'autopay.loadingAccounts': seeLoading,
    'autopay.settled': seeNoBanner,
  },
};
