import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

// Signing in waits for real codes, and the signed-in area loads after it: on a busy machine
// (two browsers, the server, other runs) a test needs more than the default minute.
test.describe.configure({ timeout: 120_000 });
const afterLoad = { timeout: 30_000 };

test('an admin signs in with an emailed code, lands on the dashboard and signs out', async ({
  page,
}) => {
  await page.goto('/client/');
  await signInWithEmailCode(page, 'admin@demo.outlay.test', { checkAccessibility: true });

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
  await expect(page.getByText('Total Balance')).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  // A reload keeps the session: the refresh cookie is exchanged for a new token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);

  await page.getByRole('button', { name: /Avery Collins/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/client\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();

  // Signed out for real: the dashboard sends the visitor back to sign in.
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/$/);
});

test('a deep link opened signed out comes back after login, query included', async ({ page }) => {
  await page.goto('/client/dashboard?from=deep-link');
  await expect(page).toHaveURL(/\/client\/$/);
  await signInWithEmailCode(page, 'manager@demo.outlay.test');
  await expect(page).toHaveURL(/\/client\/dashboard\?from=deep-link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
});

test('a wrong password says so and keeps the email', async ({ page }) => {
  await page.goto('/client/');
  await page.getByRole('textbox', { name: 'Email' }).fill('employee@demo.outlay.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(
    'employee@demo.outlay.test',
  );
  await expectNoAxeViolations(page, 'login with an error');
});

test('the health check page reports the service', async ({ page }) => {
  await page.goto('/client/health-check');
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page.getByText('All systems are working.')).toBeVisible();
  await expectNoAxeViolations(page, 'health check');
});
