import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoPassword, signInToShell } from './support/sign-in';
import { answerVerification } from './support/verification';

// Single sign-on (issue 42) through the local sandbox identity provider (oidc-provider, with
// its own sign-in and consent page): a company where Okta is optional, one that requires
// Google, a person the provider refuses, and the admin's "Single sign-on" section in Security
// settings, where Test connection catches a wrong client secret in its own window. Alder Creek
// (seeded with the feature and no provider, for this spec alone) is set up from the start: an
// admin enters Okta's details, tests the connection, requires SSO and saves with a fresh code;
// then its people sign in through Okta. axe runs on every settled page, the sandbox provider's
// own page included.
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

/**
 * The sign-in page when its question "does this company sign in with SSO?" gets no answer: the
 * password way shows, and the server itself refuses a password where SSO is required.
 */
async function passwordRefused(page: Page, email: string, provider: 'Okta' | 'Google') {
  await page.route('**/api/v2/web/user/sso/start', (route) => route.abort());
  await enterEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText(
      `Your company signs in with single sign-on. Use "Continue with ${provider}" to sign in.`,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/client\/$/);
  await expectNoAxeViolations(page, `sign-in, a password refused (SSO required, ${provider})`);
  await page.unroute('**/api/v2/web/user/sso/start');
}

test('SSO required: only "Continue with Google" is offered, and a password is refused', async ({
  page,
}) => {
  await enterEmail(page, 'sso.required@demo.outlay.test');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByText('Your company signs in with single sign-on.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'sign-in with SSO required');
  await passwordRefused(page, 'sso.required@demo.outlay.test', 'Google');
  await enterEmail(page, 'sso.required@demo.outlay.test');
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

// Alder Creek has the feature and no provider yet: one admin sets Okta up, then its people
// sign in with it. In order, each step on what the one before saved.
test.describe.serial('an admin sets Okta up, and the company signs in with it', () => {
  const admin = 'sso.setup@demo.outlay.test';
  const staff = 'sso.staff@demo.outlay.test';

  test('the admin enters Okta’s details, tests the connection, requires SSO and saves with a fresh code', async ({
    page,
  }) => {
    await signInToShell(page, admin, '/client/settings/security');
    const section = page.getByRole('region', { name: 'Single sign-on' });
    await expect(section.getByRole('heading', { level: 2, name: 'Single sign-on' })).toBeVisible(
      afterLoad,
    );
    await expect(section.getByRole('radio', { name: 'None' })).toBeChecked();
    await expect(section.getByRole('button', { name: 'Test connection' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Single sign-on, not set up');

    // RAC draws the radio over its input: chosen as a keyboard user would.
    const okta = section.getByRole('radio', { name: 'Okta' });
    await okta.focus();
    await page.keyboard.press('Space');
    await expect(okta).toBeChecked();
    const domain = section.getByRole('textbox', { name: /Okta domain/ });
    const issuer = section.getByRole('textbox', { name: /Issuer/ });
    await domain.fill('alder creek');
    await issuer.fill(`${new URL(page.url()).origin}/sandbox/oidc/okta`);
    await section.getByRole('textbox', { name: /Client id/ }).fill('outlay-sandbox-okta');
    await section.getByLabel('Client secret').fill('sandbox-okta-secret-2026');
    await expectNoAxeViolations(page, 'Single sign-on, Okta’s details typed');

    // A domain that is none: the server names the field, and no window stays open.
    await section.getByRole('button', { name: 'Test connection' }).click();
    await expect(domain).toHaveAccessibleDescription(
      /Enter your Okta domain, for example yourcompany\.okta\.com\./,
    );
    await expect(domain).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'Single sign-on, the Okta domain refused');

    await domain.fill('alder-creek.okta.com');
    // Saving untested details is refused before any code is asked for.
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(
      section.getByText(
        'Test the connection before saving: the settings can be saved after a sign-in round trip succeeds.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Verification required' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'Single sign-on, a test needed before saving');

    const opened = page.waitForEvent('popup');
    await section.getByRole('button', { name: 'Test connection' }).click();
    const popup = await opened;
    await expect(
      section.getByText('Finish signing in to your identity provider in the window that opened.'),
    ).toBeVisible();
    await atSandboxProvider(popup, 'Okta (sandbox)', admin, 'Allow and continue');
    await expect(
      section.getByText(`The connection works: ${admin} signed in. You can save the settings now.`),
    ).toBeVisible(afterLoad);
    await expectNoAxeViolations(page, 'Single sign-on, the connection tested');

    const required = section.getByRole('checkbox', { name: 'Require single sign-on for everyone' });
    await required.focus();
    await page.keyboard.press('Space');
    await expect(required).toBeChecked();
    const since = new Date(Date.now() - 1000);
    await section.getByRole('button', { name: 'Save' }).click();
    await answerVerification(page, admin, since, 'saving single sign-on');
    await expect(page.getByText('Single sign-on settings saved')).toBeVisible();
    await expect(
      section.getByText(
        `Single sign-on is required. ${admin} can still sign in with password and code.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'Single sign-on, saved and required');

    // Saved for real: a reload shows the kept details, the secret only as set.
    await page.reload();
    await expect(section.getByRole('radio', { name: 'Okta' })).toBeChecked(afterLoad);
    await expect(section.getByRole('textbox', { name: /Okta domain/ })).toHaveValue(
      'alder-creek.okta.com',
    );
    await expect(
      section.getByText('A client secret is set. Leave this empty to keep it.'),
    ).toBeVisible();
  });

  test('a person of the company is sent through "Continue with Okta" to the dashboard, and signs out', async ({
    page,
  }) => {
    await enterEmail(page, staff);
    const okta = page.getByRole('button', { name: 'Continue with Okta' });
    await expect(okta).toBeVisible();
    await expect(page.getByText('Your company signs in with single sign-on.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'sign-in, Alder Creek requires Okta');
    await okta.click();
    await atSandboxProvider(page, 'Okta (sandbox)', staff, 'Allow and continue');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
    await expect(page.getByText('Alder Creek Supply Co.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the dashboard after Okta');

    // Sign-out ends the Outlay session: the dashboard asks to sign in again.
    await page.getByRole('button', { name: /Tomas Achterberg/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/client\/$/);
  });

  test('a password is refused to its people, an address the company has not invited is sent to an admin, and the admin keeps the way back', async ({
    page,
  }) => {
    await passwordRefused(page, staff, 'Okta');

    await enterEmail(page, staff);
    await page.getByRole('button', { name: 'Continue with Okta' }).click();
    // Known to the provider's directory, not to Alder Creek.
    await atSandboxProvider(
      page,
      'Okta (sandbox)',
      'sso.stranger@demo.outlay.test',
      'Allow and continue',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not sign you in' }),
    ).toBeVisible(afterLoad);
    await expect(
      page.getByText(
        'There is no Outlay account for this email at your company. Ask an admin of your company to invite you.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the callback page, no account at the company');

    // The admin who required SSO is offered Okta and keeps password and code.
    await enterEmail(page, admin);
    await expect(page.getByRole('button', { name: 'Continue with Okta' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByText('Your company signs in with single sign-on.')).toHaveCount(0);
    await expectNoAxeViolations(page, 'sign-in, the recovery admin of Alder Creek');
  });
});
