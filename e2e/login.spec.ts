import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';

const password = 'Outlay-Demo-2026!';

async function signInWithEmailCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/client\/login-options$/);
  await expect(
    page.getByRole('heading', { name: 'How do you want to verify your account?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'login options');
  await page.getByRole('radio', { name: /Email me a code/ }).check();
  const sentAfter = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/client\/login-verify$/);
  await expect(page.getByRole('heading', { name: 'Enter your verification code' })).toBeVisible();
  await expectNoAxeViolations(page, 'login verify');
  const code = await latestCode(page.request, email, sentAfter);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('an admin signs in with an emailed code, lands on the dashboard and signs out', async ({
  page,
}) => {
  await page.goto('/client/');
  await signInWithEmailCode(page, 'admin@demo.outlay.test');

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Welcome, /)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard');

  // A reload keeps the session: the refresh cookie is exchanged for a new token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
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
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
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
