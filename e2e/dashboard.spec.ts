// The dashboard as an admin and as an employee: figures by role, search, presets and a custom
// range (from a shared link), the Filter popover with load-more and its badge, status, pages,
// the three exports read back, and Add Receipt with a good file, a too-large one and one too
// many. Axe runs on every state.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { pdfText } from '../apps/api/test/support/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function openDashboard(page: Page, email: string, path = '/client/dashboard') {
  await page.goto(path);
  await signInWithEmailCode(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* transactions?$/)).toBeVisible();
}

const table = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
const figures = (page: Page) => page.getByRole('region', { name: 'Summary' });
/** The first page has come: the total shows and no skeleton row is left. */
async function loaded(page: Page) {
  await expect(page.getByText(/^\d[\d,]* transactions?$/)).toBeVisible();
  await expect(table(page).getByRole('status')).toHaveCount(0);
}
const totalText = async (page: Page) =>
  (await page.getByText(/^\d[\d,]* transactions?$/).textContent()) ?? '';

/** RAC draws the box over its input, so a checkbox is ticked as a keyboard user would. */
async function tick(page: Page, checkbox: ReturnType<Page['getByRole']>) {
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

async function download(page: Page, type: 'CSV' | 'PDF' | 'Excel') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  const file = await downloading;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('an admin reads the figures, searches, filters, pages, exports and adds receipts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDashboard(page, 'admin@demo.outlay.test');

  for (const name of [
    'Total Balance',
    'Total Limit',
    'Due Date',
    'Amount Due',
    'Card Spend',
    'Payment Spend',
  ]) {
    await expect(figures(page).getByText(name, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('group', { name: "Spend against the organisation's total limit" }),
  ).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);
  await expectNoAxeViolations(page, 'admin dashboard');

  // Search waits for a pause, then goes to the URL and back to page 1.
  await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('uber');
  await expect(page).toHaveURL(/[?&]q=uber/);
  await expect(dataRows(page).first()).toContainText(/Uber|IOF/);
  await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('');
  await expect(page).not.toHaveURL(/q=uber/);

  // A preset: the total changes once the week's page has come.
  const lastMonth = await totalText(page);
  await page.getByRole('button', { name: /Date range/ }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=last7Days/);
  await expect.poll(() => totalText(page)).not.toBe(lastMonth);
  const lastWeek = await totalText(page);

  // Status.
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(dataRows(page).first().getByText('Pending')).toBeVisible();
  await expectNoAxeViolations(page, 'pending in the last 7 days');
  await page.getByRole('button', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(page.getByText(lastWeek)).toBeVisible();

  // The Filter popover: cards 25 at first, then more; two filters make the badge 2.
  await page.getByRole('button', { name: 'Filter' }).click();
  const popover = page.getByRole('dialog', { name: 'Filters' });
  await expect(popover).toBeVisible();
  const cards = popover.getByRole('group', { name: 'Cards' }).getByRole('checkbox');
  await expect(cards).toHaveCount(25);
  await expectNoAxeViolations(page, 'filter popover');
  await popover.getByRole('button', { name: 'Load more cards' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(25);
  await tick(page, popover.getByRole('checkbox', { name: 'Virtual' }));
  await tick(page, popover.getByRole('checkbox', { name: 'Receipt Attached' }));
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/cardType=virtual/);
  await expect(page).toHaveURL(/receipt=attached/);
  await expect(page.getByRole('button', { name: 'Filter, 2 filters on' })).toBeVisible();
  await expectNoAxeViolations(page, 'filtered');
  await page.getByRole('button', { name: 'Filter, 2 filters on' }).click();
  await popover.getByRole('button', { name: 'Clear filters' }).click();
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();

  // A custom range from a shared link, with Statement View and its hint.
  await page.goto('/client/dashboard?range=custom&from=2025-09-01&to=2025-09-30');
  await expect(page.getByRole('checkbox', { name: 'Statement View' })).toBeVisible();
  await expect(page.getByText(/matching monthly statement summaries by posted date/)).toBeVisible();
  await tick(page, page.getByRole('checkbox', { name: 'Statement View' }));
  await expect(page).toHaveURL(/statement=1/);
  await expectNoAxeViolations(page, 'custom range');

  // Page 2 and back.
  await page.goto('/client/dashboard');
  await loaded(page);
  const firstOnPage1 = await dataRows(page).first().textContent();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(dataRows(page).first()).not.toHaveText(firstOnPage1 ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(dataRows(page).first()).toHaveText(firstOnPage1 ?? '');

  // A row opens the drawer's state in the URL.
  await dataRows(page).first().getByRole('rowheader').click();
  await expect(page).toHaveURL(/entry=(card|payment|loan)%3A\d+|entry=(card|payment|loan):\d+/);

  // Exports of each type, read back.
  await page.goto('/client/dashboard?range=last7Days');
  await loaded(page);
  const total = Number((await totalText(page)).replace(/\D/g, ''));
  const csv = await download(page, 'CSV');
  expect(csv.name).toMatch(/^transactions-.*\.csv$/);
  const rows = parse<Record<string, string>>(csv.bytes, { bom: true, columns: true });
  expect(rows).toHaveLength(total);
  expect(Object.keys(rows[0] ?? {})).toContain('Merchant');
  const pdf = await download(page, 'PDF');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(pdf.bytes)).toContain('Transactions - Northwind Supply');
  const excel = await download(page, 'Excel');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(excel.bytes).buffer);
  expect(workbook.worksheets[0]?.actualRowCount).toBe(total + 1);

  // Add Receipt: a good file, a too-large one, one too many, and none at all. The row stays
  // where it is (newest first), so the same row is opened again afterwards.
  await page.goto('/client/dashboard');
  await loaded(page);
  const texts = await dataRows(page).allTextContents();
  const index = texts.findIndex(
    (text) => text.includes('Add Receipt') && !/\d receipts?/.test(text),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const row = dataRows(page).nth(index);
  await row.getByRole('button', { name: /^Add Receipt to / }).click();
  const modal = page.getByRole('dialog', { name: 'Add Receipt' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page, 'add receipt');
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(modal.getByText('File not selected.')).toBeVisible();
  const input = modal.locator('input[type="file"]');
  await input.setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: pngBytes });
  await expect(modal.getByText('lunch.png')).toBeVisible();
  await modal.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Receipt uploaded.')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row).toContainText('1 receipt');

  await row.getByRole('button', { name: /^Add Receipt to / }).click();
  await expect(modal.getByText('1 file attached already.')).toBeVisible();
  await input.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
  });
  await expect(
    modal.getByText('scan.pdf is larger than 10 MB. Choose a file of 10 MB or less.'),
  ).toBeVisible();
  await input.setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: pngBytes },
    { name: 'two.png', mimeType: 'image/png', buffer: pngBytes },
  ]);
  await expect(modal.getByText('At most 2 files are allowed to upload.')).toBeVisible();
  // Nothing chosen is lost: both files are still listed.
  await expect(modal.getByText('one.png')).toBeVisible();
  await expect(modal.getByText('two.png')).toBeVisible();
  await expectNoAxeViolations(page, 'add receipt, too many');
});

test('an employee sees their own spend against their limit, and only their own entries', async ({
  page,
}) => {
  await openDashboard(page, 'employee@demo.outlay.test');
  for (const name of ['Total Balance', 'Total Limit', 'Card Spend']) {
    await expect(figures(page).getByText(name, { exact: true })).toBeVisible();
  }
  for (const name of ['Amount Due', 'Payment Spend']) {
    await expect(figures(page).getByText(name, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('group', { name: 'Spend against your spend limit' })).toBeVisible();
  await expectNoAxeViolations(page, 'employee dashboard');

  const users = await table(page)
    .getByRole('gridcell')
    .filter({ hasText: /^User/ })
    .allTextContents();
  for (const user of users) expect(user).toContain('Ethan Brooks');

  await page.getByRole('button', { name: 'Filter' }).click();
  const popover = page.getByRole('dialog', { name: 'Filters' });
  await expect(popover.getByRole('group', { name: 'Cards' })).toBeVisible();
  await expect(popover.getByRole('group', { name: 'Users' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'employee filters');
});
