import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoPassword, signInWithEmailCode } from './support/sign-in';

// "Remember this device" (issue 21): a trusted browser signs in with the password alone until
// it is revoked on /settings/security; a company that allows only trusted devices refuses a new
// browser with the spec's new-device text (423) until the emailed link approves it.
test.describe.configure({ timeout: 120_000 });
const afterLoad = { timeout: 30_000 };

// Users no other spec signs in with: revoking and signing out here disturb nobody else.
const REMEMBERING = { email: 'daniel.kim@demo.outlay.test', name: 'Daniel Kim' };
const TRUSTED_ONLY = 'eu.admin@demo.outlay.test';

async function signInWithPassword(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible(
    afterLoad,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();
}

test('a remembered browser signs in without a code until it is revoked', async ({ page }) => {
  await page.goto('/client/');
  await signInWithEmailCode(page, REMEMBERING.email, {
    checkAccessibility: true,
    rememberDevice: true,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);

  // Signing out keeps the trust: the password alone gets back in.
  await signOut(page, REMEMBERING.name);
  await signInWithPassword(page, REMEMBERING.email);
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);

  // The security settings list this browser, and stop trusting it.
  await page.goto('/client/settings/security');
  const devices = page.getByRole('list', { name: 'Trusted devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1, afterLoad);
  await expect(devices.getByText('This device')).toBeVisible();
  await expectNoAxeViolations(page, 'security settings with a trusted device');
  await devices.getByRole('button', { name: /^Stop trusting / }).click();
  await expect(page.getByText(/is no longer trusted/)).toBeVisible();
  await expect(page.getByText(/No device is trusted/)).toBeVisible();

  // Revoked: the next sign-in asks for a code again.
  await signOut(page, REMEMBERING.name);
  await signInWithPassword(page, REMEMBERING.email);
  await expect(page).toHaveURL(/\/client\/login-options$/);
});

test('a company that allows only trusted devices refuses a new browser until the emailed link approves it', async ({
  page,
  context,
}) => {
  await page.goto('/client/');
  const since = new Date(Date.now() - 1000);
  await signInWithPassword(page, TRUSTED_ONLY);
  const alert = page.getByRole('alert').filter({ hasText: 'New device detected' });
  await expect(alert).toContainText(
    'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
  );
  await expect(alert).toContainText('We emailed you a link to approve this browser.');
  await expectNoAxeViolations(page, 'login refused as a new device');

  // The link in the sandbox outbox, opened in another tab as from the email.
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/dev/outbox?to=${encodeURIComponent(TRUSTED_ONLY)}`,
      );
      const { messages } = (await response.json()) as {
        messages: { text: string; createdAt: string }[];
      };
      const fresh = messages.find((message) => new Date(message.createdAt) >= since);
      link = /\/client\/approve-device\?token=[A-Za-z0-9_-]+/.exec(fresh?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const mail = await context.newPage();
  await mail.goto(link);
  await expect(mail.getByRole('heading', { level: 1, name: 'Approve a new device' })).toBeVisible(
    afterLoad,
  );
  await expectNoAxeViolations(mail, 'approve a new device');
  await mail.getByRole('button', { name: 'Approve this device' }).click();
  await expect(mail.getByRole('heading', { level: 1, name: 'Device approved' })).toBeVisible();
  await expect(mail.getByText(/is now trusted for 30 days/)).toBeVisible();
  await mail.close();

  // Trying again from the refused browser (the form kept what was typed) gets in, no code.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, afterLoad);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
});
