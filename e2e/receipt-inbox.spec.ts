import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openReceipts } from './support/receipts';
import { signInToShell } from './support/sign-in';
import { cfdi, e2eSmtpPort, sendMail } from './support/smtp';

// The receipt inbox (issue 37): a cardholder's receipt address shown on /client/receipts, a
// CFDI mailed to it over SMTP from the test (the server's own listener), read and put on the
// purchase it names; one whose merchant and day do not agree is suggested instead, confirmed,
// then discarded. Axe checks each state.
test.describe.configure({ timeout: 180_000 });

// A Northwind cardholder no other spec signs in as.
const EMAIL = 'samuel.ortiz@demo.outlay.test';

/** Reloads until the receipt named `fileName` is listed in one of `states` (read on a job). */
async function waitForReceipt(page: Page, fileName: string, states: RegExp) {
  const region = page.getByRole('region', { name: fileName });
  await expect(async () => {
    await page.reload();
    await expect(region.getByText(states)).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  return region;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

test('a CFDI mailed to the receipt address lands on its purchase; an unsure one is confirmed', async ({
  page,
}) => {
  // Named per run, so a retry on the same server finds its own mail, not the last run's.
  const run = `${test.info().retry}-${test.info().repeatEachIndex}`;
  const sureFile = `factura-${run}.xml`;
  const unsureFile = `recibo-${run}.xml`;
  await signInToShell(page, EMAIL, '/client/receipts');
  const inbox = await openReceipts(page);
  const address = (await page.locator('#receipt-address').textContent()) ?? '';
  expect(address).toMatch(/@receipts\.outlay\.test$/);
  await expect(page.getByRole('button', { name: 'Copy receipt address' })).toBeVisible();
  await expectNoAxeViolations(page, 'receipts page before any mail');

  // Two purchases still missing a receipt whose amounts no other listed purchase has.
  const unique = inbox.missingReceipts.filter(
    (entry) =>
      inbox.missingReceipts.filter((other) => other.amountMinor === entry.amountMinor).length === 1,
  );
  const [sure, unsure] = unique;
  if (!sure || !unsure) throw new Error('the seed has too few purchases missing a receipt');

  await sendMail({
    port: e2eSmtpPort(),
    from: EMAIL,
    to: address,
    subject: 'Factura',
    attachments: [
      {
        fileName: sureFile,
        contentType: 'text/xml',
        content: cfdi({
          merchant: sure.merchant,
          date: sure.date,
          total: decimal(sure.amountMinor),
          currency: sure.currency,
        }),
      },
    ],
  });
  const matched = await waitForReceipt(page, sureFile, /^(Matched|Suggested)$/);
  // Its amount, merchant and day are the purchase's: attached by itself, unless another
  // purchase of the same amount and merchant is as close (a monthly subscription), when the
  // best-ranked suggestion is this one.
  if (await matched.getByText('Suggested', { exact: true }).isVisible()) {
    await expectNoAxeViolations(page, 'a receipt with two likely purchases');
    await matched.getByRole('button', { name: 'Confirm match' }).first().click();
  }
  await expect(matched.getByText('Matched', { exact: true })).toBeVisible();
  await expect(matched.getByText(sure.merchant, { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'a receipt matched');

  // The amount is exact, but the merchant and the day are not: offered, not attached.
  const twoDaysLater = new Date(Date.parse(`${unsure.date}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await sendMail({
    port: e2eSmtpPort(),
    from: EMAIL,
    to: address,
    subject: 'Recibo',
    attachments: [
      {
        fileName: unsureFile,
        contentType: 'text/xml',
        content: cfdi({
          merchant: 'Qwzx Vendor',
          date: twoDaysLater,
          total: decimal(unsure.amountMinor),
          currency: unsure.currency,
        }),
      },
    ],
  });
  const suggested = await waitForReceipt(page, unsureFile, /^Suggested$/);
  await expectNoAxeViolations(page, 'a receipt with suggestions');
  await suggested.getByRole('button', { name: 'Confirm match' }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: `${unsureFile} is on the purchase.` }),
  ).toBeAttached();
  await expect(suggested.getByText('Matched', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a suggestion confirmed');

  await suggested.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('region', { name: unsureFile })).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: `${unsureFile} was discarded.` }),
  ).toBeAttached();
  await expectNoAxeViolations(page, 'a receipt discarded');
});
