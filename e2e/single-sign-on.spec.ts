import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoPassword, signInToShell } from './support/sign-in';

// Single sign-on (issue 42) through the local sandbox identity provider: a company where Okta
// is optional, one that requires Google, a person the provider refuses, and the admin's
// "Single sign-on" section in Security settings, where Test connection catches a wrong client
// secret in its own window. axe runs on every settled page, the sandbox
// provider's own page included.
test.describe.configure({ timeout: 120_000 });
const afterLoad = { timeout: 30_000 };

async function enterEmail(page: Page, email: string) {
  await page.goto('/client/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible(
    afterLoad,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  // Leaving the field asks whether the company signs in with SSO.
  await page.keyboard.press('Tab');
}

async function atSandboxProvider(page: Page, name: string, email: string, press: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, `the sandbox provider (${name})`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: press }).click();
}

test('SSO optional: "Continue with Okta" signs an invited person in', async ({ page }) => {
  await enterEmail(page, 'sso.user@demo.outlay.test');
  const okta = page.getByRole('button', { name: 'Continue with Okta' });
  await expect(okta).toBeVisible();
  // Optional: the password way is still there.
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in with SSO offered');
  await okta.click();
  await atSandboxProvider(
    page,
    'Okta (sandbox)',
    'sso.user@demo.outlay.test',
    'Allow and continue',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'the dashboard after SSO');
});

test('SSO required: only "Continue with Google" is offered, and a password is refused', async ({
  page,
}) => {
  await enterEmail(page, 'sso.required@demo.outlay.test');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByText('Your company signs in with single sign-on.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'sign-in with SSO required');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atSandboxProvider(
    page,
    'Google (sandbox)',
    'sso.required@demo.outlay.test',
    'Allow and continue',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
});

test('a person not assigned at the provider, and one who declines, are told what to do', async ({
  page,
}) => {
  await enterEmail(page, 'sso.user@demo.outlay.test');
  await page.getByRole('button', { name: 'Continue with Okta' }).click();
  await atSandboxProvider(
    page,
    'Okta (sandbox)',
    'sso.unassigned@demo.outlay.test',
    'Allow and continue',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not sign you in' }),
  ).toBeVisible(afterLoad);
  await expect(page.getByText(/not assigned to Outlay/)).toBeVisible();
  await expectNoAxeViolations(page, 'the callback page, not assigned');

  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('sso.user@demo.outlay.test');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Continue with Okta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Okta (sandbox)' })).toBeVisible(
    afterLoad,
  );
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText(/did not allow the sign-in/)).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'the callback page, declined');
});

test('a callback opened without the provider’s answer says to start again', async ({ page }) => {
  await page.goto('/client/sso/callback');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not sign you in' }),
  ).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'the callback page without an answer');
});

test('an admin sees the "Single sign-on" section of Security settings', async ({ page }) => {
  await signInToShell(page, 'sso.admin@demo.outlay.test', '/client/settings/security');
  await expect(page.getByRole('heading', { level: 2, name: 'Single sign-on' })).toBeVisible(
    afterLoad,
  );
  await expect(page.getByRole('radio', { name: 'Okta' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /Okta domain/ })).toHaveValue(
    'summit-trail.okta.com',
  );
  await expectNoAxeViolations(page, 'Security settings with Single sign-on');
});

test('Test connection catches a wrong client secret, in its own window', async ({ page }) => {
  await signInToShell(page, 'sso.admin@demo.outlay.test', '/client/settings/security');
  await expect(page.getByRole('heading', { level: 2, name: 'Single sign-on' })).toBeVisible(
    afterLoad,
  );
  await expect(page.getByRole('textbox', { name: /Client id/ })).toHaveValue('outlay-sandbox-okta');
  await page.getByLabel('Client secret').fill('not-the-secret');
  await expectNoAxeViolations(page, 'Single sign-on with a new secret typed');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Test connection' }).click();
  const popup = await opened;
  await atSandboxProvider(
    popup,
    'Okta (sandbox)',
    'sso.admin@demo.outlay.test',
    'Allow and continue',
  );
  await expect(
    page.getByText(
      'The identity provider refused the client id or secret. Check both, then test the connection again.',
    ),
  ).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'Single sign-on after a refused test');
});
