import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';
import { signInToShell } from './support/sign-in';

// Delegates (issue 36, spec part 2 §2.5 "sign the user up directly"): an admin opens the page
// from the avatar menu, is told what is wrong with a name and an address before any code is
// sent, registers a delegate with the code of the "Verification required" dialog, and finds
// them listed as invited; the delegate's mail has the link to set a password. A manager has
// neither the menu entry nor the page. Axe on each state. The admin is one no other spec
// signs in as, so the codes in their mailbox are this walk's.
test.describe.configure({ timeout: 180_000 });
const afterLoad = { timeout: 30_000 };
const ADMIN = 'delegates.admin@demo.outlay.test';

test('an admin registers a delegate with the emailed code and sees them invited', async ({
  page,
}) => {
  await signInToShell(page, ADMIN, '/client/dashboard');
  await page.getByRole('button', { name: /Amelia Clarke/ }).click();
  await page.getByRole('menuitem', { name: 'Delegates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delegate registration' })).toBeVisible(
    afterLoad,
  );
  const form = page.getByRole('form', { name: 'Register a delegate' });
  await expect(page.getByRole('grid', { name: 'Your delegates' })).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'delegate registration');

  await form.getByRole('textbox', { name: /First name/ }).fill('Rosa');
  await form.getByRole('textbox', { name: /Last name/ }).fill('D1az');
  await form.getByRole('textbox', { name: /Email/ }).fill('rosa@');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(
    form.getByText('Use only alphabetic character, space and hyphen.').first(),
  ).toBeVisible();
  await expect(form.getByText('The email must be a valid email address.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verification required' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'delegate registration, a name and an address refused');

  const email = `rosa.${Date.now().toString(36)}@example.com`;
  await form.getByRole('textbox', { name: /Last name/ }).fill('díaz');
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  // RAC draws the radio over its input: chosen as a keyboard user would.
  const admin = form.getByRole('radio', { name: 'Admin' });
  await admin.focus();
  await page.keyboard.press('Space');
  await expect(admin).toBeChecked();
  const since = new Date();
  await form.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verification required' });
  await expect(dialog.getByText(/register Rosa Díaz as your delegate/)).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'delegate registration, the code');

  await dialog.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await dialog.getByRole('button', { name: 'Register delegate' }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'delegate registration, a wrong code');

  await dialog
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await latestCode(page.request, ADMIN, since));
  await dialog.getByRole('button', { name: 'Register delegate' }).click();
  await expect(
    page.getByText('Rosa Díaz is now your delegate. We emailed them a link to set their password.'),
  ).toBeVisible(afterLoad);
  await expect(dialog).toHaveCount(0);
  const row = page
    .getByRole('grid', { name: 'Your delegates' })
    .getByRole('row', { name: /Rosa Díaz/ });
  await expect(row.getByText('Invited: has not set a password yet')).toBeVisible();
  await expect(row.getByText('Admin')).toBeVisible();
  await expectNoAxeViolations(page, 'delegate registration, registered');

  const mail = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await mail.json()) as { messages: { text: string }[] };
  expect(messages[0]?.text).toContain('/client/set-password?');
});

test('a manager has no Delegates entry, and the page is not found for them', async ({ page }) => {
  await signInToShell(page, 'manager@demo.outlay.test', '/client/delegate-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Delegate registration' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(
    afterLoad,
  );
  await page.getByRole('button', { name: /Marcus/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delegates' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'delegate registration refused to a manager');
});
