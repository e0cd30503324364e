// The Team page against the real server, as Harborview's admins: two people invited (one pasted
// into the email field, one typed) through the code step of INVITE_USERS, the invited person
// sets a password from the link in the outbox in a fresh browser and signs in, and then shows
// as active in the admin's list; an address already in Outlay is refused with the spec's
// words and nothing typed is lost. Axe runs on each state.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';
import { demoPassword, signInWithEmailCode } from './support/sign-in';

// Harborview Foods, the end-to-end tests' own company for the team (its legal representative
// is unconfirmed, so each admin answers the gate first). Each test signs in as its own admin,
// so no other run's emailed code is read for it.
const INVITER = 'marcus.bell@demo.outlay.test';
const REFUSED = 'pao@demo.outlay.test';

/** The company's legal representative is unconfirmed: each page load asks; the admin says no. */
async function passGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Legal representative confirmation' });
  await expect(gate).toBeVisible({ timeout: 30_000 });
  await gate.getByRole('button', { name: 'No, I am not' }).click();
  await expect(gate).toBeHidden();
}

async function openTeam(page: Page) {
  await page.goto('/client/team');
  await passGate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(members(page)).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto('/client/team');
  await signInWithEmailCode(page, email);
  await passGate(page);
  await openTeam(page);
}

const members = (page: Page) => page.getByRole('grid', { name: 'Members' });
const memberRow = (page: Page, name: string) =>
  members(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** A paste into a field, as the clipboard gives it (lines and commas kept). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The invitation link the sandbox mailer sent to `to`. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      const found = messages
        .map((message) => /\/client\/set-password\?[^\s]+/.exec(message.text)?.[0])
        .find((candidate) => candidate !== undefined);
      link = found ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('an admin invites two people through the code step; one accepts and shows as active', async ({
  page,
  browser,
}) => {
  const pasted = 'jordan.lee@outlay-e2e.test';
  const typed = 'priya.shah@outlay-e2e.test';
  await signIn(page, INVITER);
  await expectNoAxeViolations(page, 'team members');

  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'invite form');

  const email = dialog.getByRole('textbox', { name: 'Email' });
  await paste(email, `${pasted}\nnot-an-address`);
  await expect(dialog.getByText('1 row was added to the list.')).toBeVisible();
  await expect(dialog.getByText('not-an-address: not a valid email address')).toBeVisible();
  await expect(dialog.getByText('1 invite to send')).toBeVisible();
  await expect(email).toHaveValue('not-an-address');
  await expectNoAxeViolations(page, 'invite form after a paste');

  await dialog.getByRole('textbox', { name: 'First name' }).fill('priya');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('shah');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
  await email.fill(typed);
  await dialog
    .getByRole('radiogroup', { name: 'Role' })
    .getByText('Employee', { exact: true })
    .click();
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();

  const code = dialog.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  await expectNoAxeViolations(page, 'invite code step');
  await code.fill(await latestCode(page.request, INVITER, since));
  await dialog.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByText('2 invitations have been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(memberRow(page, 'Jordan Lee')).toContainText('Invited');
  await expect(memberRow(page, 'Priya Shah')).toContainText('Invited');
  await expect(memberRow(page, 'Jordan Lee')).toContainText(/Invitation expires/);

  // The invited person, in a browser of their own, follows the emailed link.
  const invitee = await browser.newContext();
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(await invitationLink(page, pasted));
  await expect(inviteePage.getByRole('heading', { name: 'Set your password' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(inviteePage, 'invitation accepted: set your password');
  const codeSince = new Date(Date.now() - 1000);
  await inviteePage.getByRole('button', { name: 'Email me a code' }).click();
  await inviteePage
    .getByRole('textbox', { name: 'Code from the email' })
    .fill(await latestCode(inviteePage.request, pasted, codeSince));
  await inviteePage.getByLabel('New password', { exact: true }).fill(demoPassword);
  await inviteePage.getByLabel('Confirm password', { exact: true }).fill(demoPassword);
  await inviteePage.getByRole('button', { name: 'Set password' }).click();
  await expect(inviteePage.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await inviteePage.getByRole('link', { name: 'Sign in' }).click();
  await signInWithEmailCode(inviteePage, pasted);
  await expect(inviteePage).not.toHaveURL(/\/client\/login/);
  await invitee.close();

  await openTeam(page);
  await expect(memberRow(page, 'Jordan Lee')).toContainText('Active');
  await expect(memberRow(page, 'Priya Shah')).toContainText('Invited');
});

test('an address already in Outlay is refused, and every person typed stays', async ({ page }) => {
  await signIn(page, REFUSED);
  await page.getByRole('button', { name: 'Invite users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ethan');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Brooks');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('employee@demo.outlay.test');
  await dialog
    .getByRole('radiogroup', { name: 'Role' })
    .getByText('Admin', { exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Email already subscribed.');
  await expect(dialog.getByText('1 invite to send')).toBeVisible();
  await expect(dialog.getByText('employee@demo.outlay.test')).toBeVisible();
  await expectNoAxeViolations(page, 'invite refused as taken');

  await dialog.getByRole('button', { name: 'Remove Ethan Brooks' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Please invite at least single user.')).toBeVisible();
  await expectNoAxeViolations(page, 'invite with nobody to send');
});
