// The dashboard as an admin and as an employee: figures by role, search, a preset and a custom
// range (chosen in the select and from a shared link), the Filter popover with load-more and
// its badge, a card chosen on a later page still ticked after a reload, status, pages, the
// three exports read back with their progress and the Error toast, Add Receipt with a good
// file, a wrong type, a too-large one and one too many, and the phone layout. Axe runs on
// every state.
import { readFile } from 'node:fs/promises';
import {
  type Browser,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { pdfText } from '../apps/api/test/support/pdf-text';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

// The dashboard asks the server for several things at once (figures, a page, its count, the
// filter options) and the e2e server shares the machine with the browsers: waits are longer.
const expect = baseExpect.configure({ timeout: 20_000 });

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const TOTAL = /^\d[\d,]* transactions?$/;

// A full page load restores the session and asks for the figures and the first page at once;
// on a busy machine that takes longer than an assertion's usual wait.
const FIRST_PAGE_WAIT = { timeout: 30_000 };

const table = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
const figures = (page: Page) => page.getByRole('region', { name: 'Summary' });
const totalText = async (page: Page) => (await page.getByText(TOTAL).textContent()) ?? '';
const totalOf = async (page: Page) => Number((await totalText(page)).replace(/\D/g, ''));

/** The page's data has come: the total shows and no skeleton is left. */
async function loaded(page: Page) {
  await expect(page.getByText(TOTAL)).toBeVisible(FIRST_PAGE_WAIT);
  await expect(table(page).getByRole('status')).toHaveCount(0, FIRST_PAGE_WAIT);
  // The rows of the last answer stay (aria-busy) while a new sort, filter or page loads.
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true', FIRST_PAGE_WAIT);
  await expect(figures(page).getByRole('status')).toHaveCount(0, FIRST_PAGE_WAIT);
}

async function openDashboard(page: Page, email: string, path = '/client/dashboard') {
  await page.goto(path);
  await signInWithEmailCode(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(
    FIRST_PAGE_WAIT,
  );
  await loaded(page);
}

/**
 * One signed-in page for a user's tests, which run one after another: the sign-in emails a
 * code, and a user may ask for a new one only every 30 seconds. A reload keeps the session
 * (the refresh cookie), so each test starts from a fresh load of the dashboard.
 */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboard(page, email);
  return page;
}

async function freshDashboard(page: Page, path = '/client/dashboard') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(
    FIRST_PAGE_WAIT,
  );
  await loaded(page);
}

/** RAC draws the box over its input, so a checkbox is ticked as a keyboard user would. */
async function tick(page: Page, checkbox: Locator) {
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function download(page: Page, type: 'CSV' | 'PDF' | 'Excel') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  const file = await downloading;
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** The text of the label a checkbox input sits in. */
function labelOf(input: Element): string {
  return input.closest('label')?.textContent.trim() ?? '';
}

/** `YYYY-MM-DD` of the first and last days of last month, in the browser's time zone. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: day(first), to: day(last) };
}

test.describe('as the admin', () => {
  // One after another on one signed-in page (see signedInPage).
  test.describe.configure({ mode: 'default' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    page = await signedInPage(browser, 'admin@demo.outlay.test');
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('reads the figures, searches, picks a preset and a status, filters and pages', async () => {
    test.setTimeout(300_000);
    await freshDashboard(page);

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
    const bar = page.getByRole('group', { name: "Spend against the organisation's total limit" });
    await expect(bar).toBeVisible();
    // A segment's tooltip, reached by keyboard: out of it and back in with Tab.
    await bar.getByRole('img', { name: /^Card Spend: \$/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('tooltip')).toContainText(/^Card Spend: \$/);
    await expect(dataRows(page)).toHaveCount(10);
    // Merchant logos come from Outlay's own origin, which the CSP lets the page load.
    const logo = dataRows(page).locator('img[src^="/api/merchant-logos/"]').first();
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The column headers sort here; the phone layout's select is not shown.
    await expect(page.getByRole('button', { name: /Sort by/ })).toBeHidden();
    await expectNoAxeViolations(page, 'admin dashboard');

    // Search waits for a pause, then goes to the URL and back to page 1.
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('uber');
    await expect(page).toHaveURL(/[?&]q=uber/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(dataRows(page).first()).toContainText(/Uber|IOF/);
    await expectNoAxeViolations(page, 'search');
    await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('');
    await expect(page).not.toHaveURL(/q=uber/);

    // A preset: the total changes once the week's page has come.
    await loaded(page);
    const lastThirty = await totalText(page);
    await choose(page, /Date range/, 'Last 7 days');
    await expect(page).toHaveURL(/range=last7Days/);
    await expect.poll(() => totalText(page)).not.toBe(lastThirty);
    const lastWeek = await totalText(page);

    // Status.
    await choose(page, /Status/, 'Pending');
    await expect(page).toHaveURL(/status=pending/);
    await expect(dataRows(page).first().getByText('Pending', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'pending in the last 7 days');
    await choose(page, /Status/, 'All');
    await expect(page.getByText(lastWeek)).toBeVisible();

    // The Filter popover: cards 25 at first, then more; two filters make the badge 2.
    await page.getByRole('button', { name: 'Filter' }).click();
    const popover = page.getByRole('dialog', { name: 'Filters' });
    await expect(popover).toBeVisible();
    const cards = popover.getByRole('group', { name: 'Cards' }).getByRole('checkbox');
    await expect(cards).toHaveCount(25);
    // People by name, role and email (two people may share a name), and a select-all.
    const users = popover.getByRole('group', { name: 'Users' });
    await expect(
      users.getByRole('checkbox', { name: 'Avery Collins, Admin, admin@demo.outlay.test' }),
    ).toBeVisible();
    await expect(users.getByRole('checkbox', { name: 'Select all users' })).not.toBeChecked();
    await expectNoAxeViolations(page, 'filter popover');
    await popover.getByRole('button', { name: 'Load more cards' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(25);
    await tick(page, popover.getByRole('checkbox', { name: 'Virtual' }));
    await tick(page, popover.getByRole('checkbox', { name: 'Receipt Attached' }));
    await popover.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/cardType=virtual/);
    await expect(page).toHaveURL(/receipt=attached/);
    await expect(page.getByRole('button', { name: 'Filter 2, filters on' })).toBeVisible();
    await loaded(page);
    for (const text of await dataRows(page).allTextContents()) expect(text).toMatch(/\d receipts?/);
    await expectNoAxeViolations(page, 'filtered');
    await page.getByRole('button', { name: 'Filter 2, filters on' }).click();
    await popover.getByRole('button', { name: 'Clear filters' }).click();
    await popover.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();

    // Page 2 and back.
    await loaded(page);
    const firstOnPage1 = (await dataRows(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(dataRows(page).first()).not.toHaveText(firstOnPage1);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(dataRows(page).first()).toHaveText(firstOnPage1);

    // A row opens the drawer's state in the URL.
    await dataRows(page).first().getByRole('rowheader').click();
    await expect(page).toHaveURL(/entry=(card|payment|loan)(%3A|:)\d+/);
  });

  test('picks a custom range with Statement View, and a card chosen on a later page stays ticked', async () => {
    test.setTimeout(300_000);
    await freshDashboard(page);

    // Custom starts from the days on screen; the picker and Statement View with its hint show.
    await choose(page, /Date range/, 'Custom');
    await expect(page).toHaveURL(/range=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('group', { name: 'Custom range' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Statement View' })).toBeVisible();
    await expect(
      page.getByText(/matching monthly statement summaries by posted date/),
    ).toBeVisible();
    await loaded(page);
    const sameDays = await totalText(page);
    await tick(page, page.getByRole('checkbox', { name: 'Statement View' }));
    await expect(page).toHaveURL(/statement=1/);
    await expect.poll(() => totalText(page)).not.toBe(sameDays);
    await expectNoAxeViolations(page, 'custom range, statement view');

    // The same range from a shared link: last month, every day of it.
    const month = lastMonth();
    await page.goto(`/client/dashboard?range=custom&from=${month.from}&to=${month.to}`);
    await loaded(page);
    const [year, monthNumber] = month.from.split('-');
    const picker = page.getByRole('group', { name: 'Custom range' });
    await expect(picker.getByRole('spinbutton', { name: /month/i }).first()).toHaveAttribute(
      'aria-valuenow',
      String(Number(monthNumber)),
    );
    await expect(picker.getByRole('spinbutton', { name: /year/i }).first()).toHaveAttribute(
      'aria-valuenow',
      String(Number(year)),
    );
    expect(await totalOf(page)).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'custom range from a link');

    // A card from the second page of the list: after a reload it is still ticked, listed first.
    await page.goto('/client/dashboard');
    await loaded(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    const popover = page.getByRole('dialog', { name: 'Filters' });
    const cards = popover.getByRole('group', { name: 'Cards' }).getByRole('checkbox');
    await expect(cards).toHaveCount(25);
    await popover.getByRole('button', { name: 'Load more cards' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(25);
    const later = cards.nth(25);
    const name = await later.evaluate(labelOf);
    await tick(page, later);
    await popover.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/cardId=\d+/);
    await expect(page.getByRole('button', { name: 'Filter 1, filter on' })).toBeVisible();
    await page.reload();
    await loaded(page);
    await page.getByRole('button', { name: 'Filter 1, filter on' }).click();
    await expect(cards).toHaveCount(26);
    await expect(cards.first()).toBeChecked();
    expect(await cards.first().evaluate(labelOf)).toBe(name);
    await expectNoAxeViolations(page, 'filter popover with a card from a link');
  });

  test('exports each type for the current view, sees it build, and is told when it fails', async () => {
    test.setTimeout(300_000);
    await freshDashboard(page, '/client/dashboard?range=last7Days');
    await loaded(page);
    const total = await totalOf(page);

    // The file takes a moment: the menu says so while it builds.
    await page.route('**/api/v2/web/dashboard/exports', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const csvDownload = download(page, 'CSV');
    await expect(
      page.getByRole('status').filter({ hasText: 'Preparing your CSV file…' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'export building');
    const csv = await csvDownload;
    await page.unroute('**/api/v2/web/dashboard/exports');
    expect(csv.name).toMatch(/^transactions-.*\.csv$/);
    const rows = parse<Record<string, string>>(csv.bytes, { bom: true, columns: true });
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['Merchant', 'User']));

    const pdf = await download(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf.bytes)).toContain('Transactions - Northwind Supply');

    const excel = await download(page, 'Excel');
    expect(excel.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(excel.bytes).buffer);
    expect(workbook.worksheets[0]?.actualRowCount).toBe(total + 1);

    // A failure is the Error toast with the server's message.
    await page.route('**/api/v2/web/dashboard/exports', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: { msg: 'The file could not be built. Try again shortly.' },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PDF' }).click();
    const toast = page
      .getByRole('alertdialog')
      .filter({ hasText: 'The file could not be built. Try again shortly.' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'export failed');
  });

  test('adds a receipt, and is told about a wrong type, a too-large file and one too many', async () => {
    test.setTimeout(300_000);
    await freshDashboard(page);
    // A row without receipts that takes one; it stays where it is (newest first), so the same
    // row is opened again afterwards.
    const texts = await dataRows(page).allTextContents();
    const index = texts.findIndex(
      (text) => text.includes('Add Receipt') && !/\d receipts?/.test(text),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const row = dataRows(page).nth(index);
    await row.getByRole('button', { name: /^Add Receipt to / }).click();
    const modal = page.getByRole('dialog', { name: 'Add Receipt' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('Drag or click to attach receipt (2 max)')).toBeVisible();
    await expectNoAxeViolations(page, 'add receipt');
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal.getByText('File not selected.')).toBeVisible();
    const input = modal.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(
      modal.getByText("notes.txt can't be attached: choose a png, jpg, jpeg, pdf or xml file."),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'add receipt, wrong type');
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
    await expectNoAxeViolations(page, 'add receipt, too large');
    // One attached and two chosen would make three: the one that fits is kept, the other
    // refused at once and named.
    await input.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: pngBytes },
      { name: 'two.png', mimeType: 'image/png', buffer: pngBytes },
    ]);
    await expect(
      modal.getByText('At most 2 files are allowed to upload. two.png was not added.'),
    ).toBeVisible();
    const chosen = modal.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('one.png');
    await expectNoAxeViolations(page, 'add receipt, too many');
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expect(modal).toBeHidden();
    await expect(row).toContainText('2 receipts');
    await expect(row.getByRole('button', { name: /^Add Receipt to / })).toHaveCount(0);
  });

  test('on a phone, sees transactions as cards and sorts them from a select', async () => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await freshDashboard(page);
    // Each row is a card that shows its column names by the values; sorting is a select.
    await expect(page.getByRole('button', { name: /Sort by/ })).toBeVisible();
    const first = dataRows(page).first();
    await expect(first).toContainText('Merchant');
    await expect(first).toContainText('Amount');
    const box = await first.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(150);
    await expectNoAxeViolations(page, 'phone');

    await choose(page, /Sort by/, 'Amount, highest first');
    await expect(page).toHaveURL(/sort=amount/);
    await loaded(page);
    const amounts = await table(page)
      .getByRole('gridcell')
      .filter({ hasText: /^Amount/ })
      .allTextContents();
    const values = amounts.map((text) =>
      Number(/\$([\d,]+\.\d\d)/.exec(text)?.[1]?.replace(/,/g, '')),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

test('an employee sees their own spend against their limit, and only their own entries', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openDashboard(page, 'employee@demo.outlay.test');
  for (const name of ['Total Balance', 'Total Limit', 'Card Spend']) {
    await expect(figures(page).getByText(name, { exact: true })).toBeVisible();
  }
  for (const name of ['Amount Due', 'Payment Spend']) {
    await expect(figures(page).getByText(name, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('group', { name: 'Spend against your spend limit' })).toBeVisible();
  await expectNoAxeViolations(page, 'employee dashboard');

  const users = async () =>
    table(page).getByRole('gridcell').filter({ hasText: /^User/ }).allTextContents();
  for (const user of await users()) expect(user).toContain('Ethan Brooks');

  // A search that matches nothing.
  await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('zzqx');
  await expect(page).toHaveURL(/q=zzqx/);
  await expect(table(page).getByRole('heading', { name: 'No Transactions' })).toBeVisible();
  await expectNoAxeViolations(page, 'employee, no transactions');
  await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('');
  await loaded(page);

  await page.getByRole('button', { name: 'Filter' }).click();
  const popover = page.getByRole('dialog', { name: 'Filters' });
  await expect(popover.getByRole('group', { name: 'Cards' })).toBeVisible();
  await expect(popover.getByRole('group', { name: 'Users' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'employee filters');
  await page.keyboard.press('Escape');

  // The export holds the employee's entries only.
  const total = await totalOf(page);
  const csv = await download(page, 'CSV');
  const rows = parse<Record<string, string>>(csv.bytes, { bom: true, columns: true });
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row.User).toBe('Ethan Brooks');
});
