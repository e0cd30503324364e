import { expect, type Page, test } from '@playwright/test';
import { receiptPhoto } from '../apps/api/test/support/receipt-files';
import { expectNoAxeViolations } from './support/axe';
import { openReceipts } from './support/receipts';
import { signInToShell } from './support/sign-in';

// Phone capture (issue 37) on a 375 px wide phone: the camera-first page takes a photo of a
// printed receipt, shows its upload, and the photo is read by OCR and lands on the purchase it
// names, as a mailed one does; a reminder's link that is not valid says what to do. Axe checks
// each settled state.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
const afterLoad = { timeout: 30_000 };

// A Northwind cardholder no other spec signs in as.
const EMAIL = 'jonah.fischer@demo.outlay.test';

/** Nothing is wider than the phone: no sideways scrolling. */
async function expectFitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

test('a photo taken on the phone page lands on its purchase', async ({ page }) => {
  const run = `${test.info().retry}-${test.info().repeatEachIndex}`;
  const fileName = `photo-${run}.png`;
  await signInToShell(page, EMAIL, '/client/receipts');
  const inbox = await openReceipts(page);
  const [entry] = inbox.missingReceipts.filter(
    (one) =>
      one.amountMinor >= 1000 &&
      inbox.missingReceipts.filter((other) => other.amountMinor === one.amountMinor).length === 1,
  );
  if (!entry) throw new Error('the seed has no purchase missing a receipt for this cardholder');

  await page.getByRole('link', { name: 'Photograph receipts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photograph receipts' })).toBeVisible(
    afterLoad,
  );
  const input = page.locator('input[type="file"]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expectFitsThePhone(page);
  await expectNoAxeViolations(page, 'phone capture page');

  const photo = await receiptPhoto({
    merchant: entry.merchant,
    date: entry.date,
    total: (entry.amountMinor / 100).toFixed(2),
    currency: entry.currency,
  });
  await input.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: photo });
  const sent = page.getByRole('list', { name: 'Sent from this phone' });
  await expect(sent.getByText(`${fileName} was sent. It is being read.`)).toBeVisible(afterLoad);
  await expectFitsThePhone(page);
  await expectNoAxeViolations(page, 'phone capture page, photo sent');

  await page.getByRole('link', { name: 'See your receipts' }).click();
  const region = page.getByRole('region', { name: fileName });
  await expect(async () => {
    await page.reload();
    await expect(region.getByText('Matched')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  await expect(region.getByText(entry.merchant).first()).toBeVisible();
  await expectNoAxeViolations(page, 'receipts page, the photo on its purchase');
});

test("a reminder's link that is not valid, or has no token, says what to do", async ({ page }) => {
  await signInToShell(page, EMAIL, '/client/receipts');
  await page.goto('/client/transaction-receipt?token=transaction-receipt.1.2.3.4.forged');
  await expect(
    page.getByText(
      'This receipt link is not yours or is no longer valid. Open the purchase from Receipts to add its receipt.',
    ),
  ).toBeVisible(afterLoad);
  await expect(page.getByRole('link', { name: 'See your receipts' })).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoAxeViolations(page, 'transaction receipt, a forged link');

  await page.goto('/client/transaction-receipt');
  await expect(page.getByText(/This link has no receipt token/)).toBeVisible(afterLoad);
  await expectNoAxeViolations(page, 'transaction receipt, no token');
});
