// The transaction drawer against the real server: a card, a payment and a loan entry; ↓ past
// the end of a page and back by keyboard, Escape and focus back on the row; two receipts
// uploaded and one removed; a memo typed, the drawer closed and reopened with it saved; an
// issue reported and reopened on its report. Axe runs on each variant and on the report form.
import { expect, type Page, type Response, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

interface ListedEntry {
  type: 'card' | 'payment' | 'loan';
  transaction?: {
    id: number;
    paymentType: string;
    merchant: { merchant_clean_detail: { cleanName: string } } | null;
    transactionReceipts: unknown[];
  };
  transfer?: { id: number };
  instalment?: { id: number };
}
interface ListedPage {
  transactions: ListedEntry[];
  page: number;
  pages: number;
}

const isList = (response: Response) =>
  response.url().endsWith('/api/v2/web/dashboard/transactions') &&
  response.request().method() === 'POST';

/** The next page of the list the dashboard asks for, read as it arrives. */
async function nextList(page: Page, open: () => Promise<unknown>): Promise<ListedPage> {
  const [response] = await Promise.all([page.waitForResponse(isList), open()]);
  return (await response.json()) as ListedPage;
}

/** The entry's place in the URL (`entry=card%3A123`). */
const inUrl = (key: string) => new RegExp(`entry=${key.replace(':', '(?::|%3A)')}(&|$)`);
/** Days ago, as a custom range's `from`. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const table = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const row = (page: Page, key: string) => table(page).locator(`[role="row"][data-key="${key}"]`);
/** A row opens from its merchant cell (a click mid-row could land on Add Receipt). */
const openRow = (page: Page, key: string) => row(page, key).getByRole('rowheader').click();
const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading') });
const keyOf = (entry: ListedEntry) =>
  `${entry.type}:${String(entry.transaction?.id ?? entry.transfer?.id ?? entry.instalment?.id)}`;
const term = (page: Page, name: string) =>
  drawer(page).locator('dt', { hasText: new RegExp(`^${name}$`) });
const valueOf = (page: Page, name: string) =>
  term(page, name).locator('xpath=following-sibling::dd[1]');

const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function signIn(page: Page, email: string): Promise<ListedPage> {
  await page.goto('/client/dashboard');
  const first = await nextList(page, () => signInWithEmailCode(page, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(table(page).getByRole('status')).toHaveCount(0);
  return first;
}

test('an admin walks the rows by keyboard, attaches receipts, keeps a memo and reports an issue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const first = await signIn(page, 'admin@demo.outlay.test');
  expect(first.pages).toBeGreaterThan(1);
  const [top] = first.transactions;
  const last = first.transactions.at(-1);
  if (!top || !last) throw new Error('The first page is empty');

  // A row opens the drawer, with its entry in the URL.
  await openRow(page, keyOf(top));
  await expect(drawer(page)).toBeVisible();
  await expect(page).toHaveURL(inUrl(keyOf(top)));
  await expect(drawer(page).getByRole('button', { name: 'Previous transaction' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the drawer on the first row');

  // ↓ (and j) to the last row of the page, where page 2 is fetched ahead; once more lands on
  // its first row.
  let second: ListedPage | null = null;
  for (let step = 1; step < first.transactions.length; step += 1) {
    const entry = first.transactions[step];
    if (!entry) break;
    const key = step % 2 === 0 ? 'j' : 'ArrowDown';
    if (step === first.transactions.length - 1) {
      second = await nextList(page, () => page.keyboard.press(key));
    } else {
      await page.keyboard.press(key);
    }
    await expect(page).toHaveURL(inUrl(keyOf(entry)));
  }
  if (!second) throw new Error('Page 2 was not fetched ahead');
  const [secondTop] = second.transactions;
  if (!secondTop) throw new Error('Page 2 is empty');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(inUrl(keyOf(secondTop)));
  await expect(page).toHaveURL(/page=2/);
  await expect(row(page, keyOf(secondTop))).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Previous transaction' })).toBeEnabled();

  // ↑ goes back past the start of page 2 to the last row of page 1; Escape returns to it.
  await page.keyboard.press('k');
  await expect(page).toHaveURL(inUrl(keyOf(last)));
  await expect(page).not.toHaveURL(/page=2/);
  await expect(row(page, keyOf(last))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/entry=/);
  await expect(row(page, keyOf(last))).toBeFocused();

  // A merchant purchase with room for two more files.
  const purchase = first.transactions.find(
    (entry) =>
      entry.type === 'card' &&
      entry.transaction?.paymentType === 'cards' &&
      entry.transaction.merchant !== null &&
      entry.transaction.transactionReceipts.length <= 8,
  );
  if (!purchase?.transaction?.merchant) throw new Error('No merchant purchase on page 1');
  const merchant = purchase.transaction.merchant.merchant_clean_detail.cleanName;
  const filesBefore = purchase.transaction.transactionReceipts.length;
  await openRow(page, keyOf(purchase));
  await expect(drawer(page).getByRole('heading', { name: merchant })).toBeVisible();
  await expect(valueOf(page, 'Processed on')).toHaveText(
    /^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} [AP]M E[SD]T$/,
  );
  await drawer(page).getByRole('button', { name: 'Merchant Details' }).click();
  await expect(valueOf(page, 'Full name')).not.toBeEmpty();
  await expectNoAxeViolations(page, 'a card transaction');

  // Two receipts upload as soon as they are chosen; one is removed.
  const receipts = drawer(page).getByRole('list', { name: 'Receipts' });
  await drawer(page)
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'e2e-lunch.png', mimeType: 'image/png', buffer: pngBytes },
      { name: 'e2e-taxi.PDF', mimeType: 'application/pdf', buffer: pdfBytes },
    ]);
  await expect(receipts.getByRole('button', { name: 'e2e-lunch.png', exact: true })).toBeVisible();
  await expect(receipts.getByRole('button', { name: 'e2e-taxi.PDF', exact: true })).toBeVisible();
  await expect(receipts.getByRole('progressbar')).toHaveCount(0);
  await receipts.getByRole('button', { name: 'e2e-lunch.png', exact: true }).click();
  const viewer = page.getByRole('dialog', { name: 'e2e-lunch.png' });
  await expect(viewer.getByRole('img', { name: 'e2e-lunch.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await receipts.getByRole('listitem').filter({ hasText: 'e2e-lunch.png' }).hover();
  await receipts.getByRole('button', { name: 'Remove e2e-lunch.png' }).click();
  await expect(receipts.getByRole('button', { name: 'e2e-lunch.png', exact: true })).toHaveCount(0);
  await expect(receipts.getByRole('button', { name: 'e2e-taxi.PDF', exact: true })).toBeVisible();

  // The memo saves 3 s after the last keystroke, and is there when the drawer opens again.
  const memoText = `Client dinner, table for six ${String(Date.now())}`;
  const memo = drawer(page).getByRole('textbox', { name: 'Memo' });
  await memo.fill(memoText);
  await expect(drawer(page).getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({
    timeout: 10_000,
  });
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await expect(drawer(page)).toHaveCount(0);
  const files = filesBefore + 1;
  await expect(row(page, keyOf(purchase))).toContainText(
    `${String(files)} receipt${files === 1 ? '' : 's'}`,
  );
  await openRow(page, keyOf(purchase));
  await expect(drawer(page).getByRole('textbox', { name: 'Memo' })).toHaveValue(memoText);
  // A reload restores the session and the dashboard before the drawer: allow for that.
  await page.reload();
  await expect(drawer(page).getByRole('textbox', { name: 'Memo' })).toHaveValue(memoText, {
    timeout: 30_000,
  });

  // Report an issue: the form replaces the body, checks its fields, and sends.
  await drawer(page).getByRole('button', { name: 'Report an issue' }).click();
  await expect(drawer(page).getByRole('heading', { name: 'Report an issue' })).toBeVisible();
  await expect(drawer(page).getByRole('textbox', { name: 'Memo' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the report form');
  await drawer(page).getByRole('button', { name: 'Submit' }).click();
  await expect(drawer(page).getByText('The reason field is required.').first()).toBeVisible();
  // RAC draws the circle over its input: the option is chosen by its label, as a pointer would.
  await drawer(page).getByText('Other', { exact: true }).click();
  await expect(drawer(page).getByRole('radio', { name: 'Other' })).toBeChecked();
  await drawer(page).getByRole('button', { name: 'Submit' }).click();
  await expect(drawer(page).getByText('The comment field is required.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the report form with its errors');
  await drawer(page)
    .getByRole('textbox', { name: 'Comment' })
    .fill('  Charged after I cancelled.  ');
  await drawer(page).getByRole('button', { name: 'Submit' }).click();
  await expect(drawer(page).getByRole('heading', { name: 'Transaction reported' })).toBeVisible();
  await expect(drawer(page).getByText('Thanks! We’ll reach out to you shortly.')).toBeVisible();
  await expect(valueOf(page, 'Support reference number')).toHaveText(/^SR-\d{4}-\d{6}$/);
  await expect(valueOf(page, 'Comment')).toHaveText('Charged after I cancelled.');
  const id = keyOf(purchase).split(':')[1] ?? '';
  await expect(
    page.getByText(`Successfully reported issue for transaction: "${id}".`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the report');

  // Reopened, the entry's Report section says it was reported, with its reference, at once.
  const reference = (await valueOf(page, 'Support reference number').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await openRow(page, keyOf(purchase));
  await expect(drawer(page).getByRole('heading', { name: 'Transaction reported' })).toBeVisible();
  await expect(drawer(page).getByText(`Support reference number: ${reference}`)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Report an issue' })).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'View the report' }).click();
  await expect(valueOf(page, 'Reason')).toHaveText('Other');
});

test('a bookkeeper opens a payment transfer and a loan instalment from shared links', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'bookkeeper@demo.outlay.test');

  // The last 180 days, so the demo's transfers and instalments are there whatever today is.
  const range = `range=custom&from=${daysAgo(180)}&to=${daysAgo(0)}`;
  // A shared link restores the session and the dashboard before the drawer opens.
  const opening = { timeout: 30_000 };

  // A route-fusion transfer found by its recipient.
  const transfers = await nextList(page, () =>
    page.goto(`/client/dashboard?q=Lisboa%20Textiles&${range}`),
  );
  const transfer = transfers.transactions.find((entry) => entry.type === 'payment');
  if (!transfer) throw new Error('No transfer to Lisboa Textiles');
  await page.goto(`/client/dashboard?q=Lisboa%20Textiles&${range}&entry=${keyOf(transfer)}`);
  await expect(drawer(page).getByRole('heading', { name: 'Lisboa Textiles Lda' })).toBeVisible(
    opening,
  );
  await expect(valueOf(page, 'Recipient')).toHaveText('Lisboa Textiles Lda');
  await expect(valueOf(page, 'Sent on')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4} /);
  await drawer(page).getByRole('button', { name: 'Recipient Details' }).click();
  await expect(valueOf(page, 'SWIFT/BIC')).not.toBeEmpty();
  await expect(valueOf(page, 'Bank country')).toHaveText('Portugal');
  // A receipt PDF for route-fusion transfers with a transaction id, else "No Data found".
  await drawer(page).getByRole('button', { name: 'Confirmation' }).click();
  const confirmation = drawer(page).getByRole('button', { name: 'Download receipt (PDF)' });
  await expect(confirmation.or(drawer(page).getByText('No Data found'))).toBeVisible();
  await expect(drawer(page).getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await expect(drawer(page).getByText('Drag or click to attach invoice (10 max)')).toBeVisible();
  await expectNoAxeViolations(page, 'a payment transfer');

  // A loan instalment of Outlay Capital.
  const instalments = await nextList(page, () =>
    page.goto(`/client/dashboard?q=Outlay%20Capital&${range}`),
  );
  const instalment = instalments.transactions.find((entry) => entry.type === 'loan');
  if (!instalment) throw new Error('No loan instalment');
  await page.goto(`/client/dashboard?q=Outlay%20Capital&${range}&entry=${keyOf(instalment)}`);
  await expect(drawer(page).getByRole('heading', { name: 'Outlay Capital' })).toBeVisible(opening);
  await expect(valueOf(page, 'Provider')).toHaveText(/^Outlay Capital – /);
  await expect(valueOf(page, 'Payment type')).toHaveText(
    /^(Principal|Interest|Origination Fee|VAT|—)$/,
  );
  await expect(valueOf(page, 'Due date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(drawer(page).getByRole('button', { name: 'Report an issue' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a loan instalment');
});
