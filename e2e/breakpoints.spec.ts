// The signed-in pages at each of the spec's breakpoints (part 1 §9: 425, 576, 768, 992, 1280,
// 1400, 1600 px): nothing scrolls sideways, the header keeps one row, every figure keeps its
// currency on its line, the table's Amount is on screen, and a custom range leaves the
// controls their widths. Below 992 px the sidebar is a rail of icons. A screenshot of each
// width is attached to the run's results.
//
// One admin signs in for the whole file, with an authenticator app (the demo secret), so the
// emailed-code limit of other files' admins never holds it up.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { demoPassword } from './support/sign-in';
import { totpCode } from './support/totp';

const expect = baseExpect.configure({ timeout: 20_000 });
const FIRST_PAGE_WAIT = { timeout: 30_000 };

const BREAKPOINTS = [425, 576, 768, 992, 1280, 1400, 1600] as const;
const TOTP_SECRET = 'OUTLAYDEMOTOTPSECRET234567ABCDEF';
const TOTAL = /^\d[\d,]* transactions?$/;

test.describe.configure({ mode: 'default', timeout: 180_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  page = await browser.newPage();
  await page.goto('/client/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible(
    FIRST_PAGE_WAIT,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('totp.admin@demo.outlay.test');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio', { name: /Use my authenticator app/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(totpCode(TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(
    FIRST_PAGE_WAIT,
  );
});

test.afterAll(async () => {
  await page.close();
});

async function dashboardLoaded() {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(
    FIRST_PAGE_WAIT,
  );
  await expect(page.getByText(TOTAL)).toBeVisible(FIRST_PAGE_WAIT);
  const table = page.getByRole('grid', { name: 'Transactions' });
  await expect(table.getByRole('status')).toHaveCount(0, FIRST_PAGE_WAIT);
  await expect(page.getByRole('region', { name: 'Summary' }).getByRole('status')).toHaveCount(
    0,
    FIRST_PAGE_WAIT,
  );
}

async function expectNoSidewaysScroll(where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The header's avatar, language and theme on one row: no taller than one control's row. */
async function expectOneRowHeader(where: string) {
  const header = await page.getByRole('banner').boundingBox();
  const avatar = await page.getByRole('button', { name: /Tessa Okafor/ }).boundingBox();
  const language = await page.getByRole('button', { name: /^Language: / }).boundingBox();
  expect(header?.height, `${where}: header height`).toBeLessThan(80);
  expect(Math.abs((avatar?.y ?? 0) - (language?.y ?? 100)), `${where}: header rows`).toBeLessThan(
    24,
  );
}

/** Each amount and its currency code on one line ("USD" never drops under the figure). */
async function expectFiguresOnOneLine(where: string) {
  const figures = page.getByRole('region', { name: 'Summary' });
  for (const value of await figures.getByText(/ USD$/).all()) {
    const lines = await value.evaluate((element) => {
      const height = element.getBoundingClientRect().height;
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(height / lineHeight);
    });
    expect(lines, `${where}: ${(await value.textContent()) ?? ''}`).toBe(1);
  }
}

/** The first row's Amount is on screen in full, in the table or on its card. */
async function expectAmountVisible(where: string) {
  const firstRow = page
    .getByRole('grid', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .first();
  const amount = firstRow.getByRole('gridcell').last();
  await amount.scrollIntoViewIfNeeded();
  await expect(amount, `${where}: the Amount cell`).toBeInViewport({ ratio: 1 });
  await expect(amount).toContainText(/\d\.\d\d/);
}

async function attachScreenshot(name: string) {
  const testInfo = test.info();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const width of BREAKPOINTS) {
  test(`at ${String(width)} px: the dashboard, a custom range and the security page fit the screen`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/client/dashboard');
    await dashboardLoaded();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const rail = width < 992;
    await expect(
      page.getByRole('button', { name: rail ? 'Expand menu' : 'Collapse menu' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await nav.locator('..').boundingBox())?.width)
      .toBe(rail ? 90 : 330);

    await expectNoSidewaysScroll(`dashboard at ${String(width)}`);
    await expectOneRowHeader(`dashboard at ${String(width)}`);
    await expectFiguresOnOneLine(`dashboard at ${String(width)}`);
    await expectAmountVisible(`dashboard at ${String(width)}`);
    await attachScreenshot(`dashboard-${String(width)}`);

    // Custom: its fields come on their own row; the range select keeps its width.
    await page.goto('/client/dashboard?range=custom');
    await dashboardLoaded();
    await expect(page.getByRole('group', { name: 'Custom range' })).toBeVisible();
    const select = await page.getByRole('button', { name: /Date range/ }).boundingBox();
    const search = await page.getByRole('searchbox', { name: 'Search Transactions' }).boundingBox();
    expect(select?.width, 'the date range select keeps its width').toBeLessThan(240);
    expect(select?.width).toBeLessThan(search?.width ?? 0);
    await expectNoSidewaysScroll(`custom range at ${String(width)}`);
    await attachScreenshot(`dashboard-custom-${String(width)}`);

    await page.goto('/client/settings/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expectNoSidewaysScroll(`security at ${String(width)}`);
    await expectOneRowHeader(`security at ${String(width)}`);
    await attachScreenshot(`security-${String(width)}`);
  });
}
