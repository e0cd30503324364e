// What a page load asks the server for (issue 21): the signed-in user and the company are read
// once per page load and shared by the shell, the login gate's machine and the dashboard,
// after sign-in and on a cold load (a reload) alike.
import { expect, type Page, test } from '@playwright/test';
import { signInWithEmailCode } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

// A Northwind cardholder no other spec signs in as: its codes are its own.
const email = 'lucas.martin@demo.outlay.test';
const sessionReads = ['/api/v2/web/user/load-user-profile', '/api/v2/web/company/company-details'];

/** Counts the GET requests for each path from now on. */
function countReads(page: Page, paths: readonly string[]) {
  const counts = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname in counts)
      counts[pathname] = (counts[pathname] ?? 0) + 1;
  });
  return counts;
}

/** The dashboard is up and nothing more is on its way. */
async function dashboardSettled(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^\d[\d,]* transactions?$/)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test('the dashboard reads the user and the company once each, after sign-in and on a cold load', async ({
  page,
}) => {
  const afterSignIn = countReads(page, sessionReads);
  await page.goto('/client/dashboard');
  await signInWithEmailCode(page, email);
  await dashboardSettled(page);
  expect(afterSignIn).toEqual({
    '/api/v2/web/user/load-user-profile': 1,
    '/api/v2/web/company/company-details': 1,
  });

  page.removeAllListeners('request');
  const coldLoad = countReads(page, sessionReads);
  await page.reload();
  await dashboardSettled(page);
  expect(coldLoad).toEqual({
    '/api/v2/web/user/load-user-profile': 1,
    '/api/v2/web/company/company-details': 1,
  });
});
