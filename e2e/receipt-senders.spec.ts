import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { latestCode } from './support/outbox';
import { openReceipts } from './support/receipts';
import { signInToShell } from './support/sign-in';

// The other addresses a cardholder mails receipts from (issue 37), on /client/receipts: one is
// added, confirmed with the code mailed to it (read from the dev outbox), listed as verified,
// then removed; each change is announced, and axe checks every state.
test.describe.configure({ timeout: 120_000 });

// A Northwind cardholder no other spec signs in as.
const EMAIL = 'noah.patel@demo.outlay.test';

test('a cardholder adds a sender address, confirms it with its code, and removes it', async ({
  page,
}) => {
  // Its own address each run, so a retry on the same server meets no earlier run's.
  const other = `noah.receipts.${Date.now().toString(36)}@example.test`;
  await signInToShell(page, EMAIL, '/client/receipts');
  await openReceipts(page);
  const senders = page.getByRole('region', { name: 'Addresses you send receipts from' });
  await expect(senders.getByText(`Mail from ${EMAIL}`)).toBeVisible();
  await expectNoAxeViolations(page, 'sender addresses before one is added');

  const sentAfter = new Date(Date.now() - 1000);
  await senders.getByRole('textbox', { name: 'Email address' }).fill(other);
  await senders.getByRole('button', { name: 'Add address' }).click();
  await expect(
    senders.getByText(`We emailed a 6-digit code to ${other}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`A code was emailed to ${other}.`)).toBeAttached();
  await expect(senders.getByText('Waiting for its code')).toBeVisible();
  await expectNoAxeViolations(page, 'a sender address waiting for its code');

  const code = await latestCode(page.request, other, sentAfter);
  await senders.getByRole('textbox', { name: 'Code from the email' }).fill(code);
  await senders.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText(`${other} can now send receipts.`)).toBeAttached();
  const line = senders.getByRole('listitem').filter({ hasText: other });
  await expect(line.getByText('Verified', { exact: true })).toBeVisible();
  await expect(senders.getByRole('textbox', { name: 'Code from the email' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a sender address confirmed');

  // Still confirmed when the page is read again from the server.
  await openReceipts(page);
  await expect(
    senders.getByRole('listitem').filter({ hasText: other }).getByText('Verified', { exact: true }),
  ).toBeVisible();

  await senders.getByRole('button', { name: `Remove ${other}` }).click();
  await expect(page.getByText(`${other} no longer sends receipts.`)).toBeAttached();
  await expect(senders.getByText(other, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a sender address removed');
});
