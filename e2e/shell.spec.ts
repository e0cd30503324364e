// The signed-in shell through the real server: each role's sidebar, collapsing it to a rail of
// icons and the saved preference, the rail below 992 px, languages, the top banner, access by role and flag,
// and axe in both themes (the autopay banners, the support chat and cream-user mode: billing.spec.ts).
//
// Login codes are limited to one per user every 30 seconds, so each test signs in a different
// demo user (and waits out the limit if another spec file just signed the same user in).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell, signInWithEmailCode } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

/** The sidebar's links as read by a screen reader, every group opened. */
async function sidebarLinks(nav: Locator) {
  for (const group of await nav.getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  return nav.getByRole('link').allInnerTexts();
}

/** A collapsed entry draws its icon alone: no visible words, its name for screen readers. */
async function expectIconOnly(entry: Locator, name: string) {
  await expect(entry).toHaveAccessibleName(name);
  await expect(entry.locator('svg').first()).toBeVisible();
  // The name is there for screen readers only: one pixel, clipped.
  const box = await entry.getByText(name, { exact: true }).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1);
}

async function expectSidebar(page: Page, groups: string[], links: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('button')).toHaveText(groups);
  expect(await sidebarLinks(nav)).toEqual(links);
}

test('admin: the full sidebar, both themes, and the top banner that leads to billing', async ({
  page,
}) => {
  await signInToShell(page, 'admin@demo.outlay.test');
  await expect(page.getByText('Northwind Supply')).toBeVisible();
  await expect(page.getByText('Available spend')).toBeVisible();
  await expectSidebar(
    page,
    ['Team', 'Settings', 'Integrations'],
    [
      'Dashboard',
      'Cards',
      'Receipts',
      'Members',
      'Departments',
      'Locations',
      'Rewards',
      'Pay rent',
      'Statements',
      'Payments',
      'Accounting',
      'Capital',
      'Billing',
      'Documents',
      'Security',
      'Notifications',
      'Addresses',
      'Accounting integration',
    ],
  );
  await expectNoAxeViolations(page, 'admin shell, light theme');

  await page.getByText('Dark theme', { exact: true }).click();
  await expect(page.locator('[data-theme="dark"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'admin shell, dark theme');
  await page.getByRole('button', { name: /Avery Collins/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page, 'account menu, dark theme');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  await page.getByText('Dark theme', { exact: true }).click();
  await expect(page.locator('[data-theme="light"]').first()).toBeVisible();

  const message = page.getByText('Your latest statement is ready.', { exact: false });
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/client\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(message).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(message).toBeHidden();
});

test('manager: the sidebar; it collapses to a 90 px rail of icons, and remembers it', async ({
  page,
}) => {
  await signInToShell(page, 'manager@demo.outlay.test');
  await expect(page.getByText('Available spend')).toHaveCount(0);
  await expectSidebar(
    page,
    ['Team', 'Settings'],
    ['Dashboard', 'Cards', 'Receipts', 'Members', 'Pay rent', 'Documents', 'Security', 'Addresses'],
  );
  await expectNoAxeViolations(page, 'manager shell');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const sidebar = nav.locator('..');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(330);

  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(90);
  await expectIconOnly(nav.getByRole('link', { name: 'Dashboard' }), 'Dashboard');
  await expectIconOnly(nav.getByRole('link', { name: 'Pay rent' }), 'Pay rent');
  await expectIconOnly(nav.getByRole('button', { name: 'Settings' }), 'Settings');
  await expect(nav).not.toContainText('…');
  await nav.getByRole('link', { name: 'Pay rent' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Pay rent');
  await expect(page.getByText('Total spend')).toBeHidden();
  await expectNoAxeViolations(page, 'collapsed sidebar');

  await page.reload();
  await expectIconOnly(nav.getByRole('link', { name: 'Dashboard' }), 'Dashboard');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveText('Dashboard');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveText('Dashboard');
});

test('bookkeeper: statements, accounting and integrations; the avatar menu signs out', async ({
  page,
}) => {
  await signInToShell(page, 'bookkeeper@demo.outlay.test');
  await expectSidebar(
    page,
    ['Settings', 'Integrations'],
    ['Dashboard', 'Statements', 'Accounting', 'Security', 'Accounting integration'],
  );
  await expectNoAxeViolations(page, 'bookkeeper shell');
  await page.getByRole('button', { name: /Priya Natarajan/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible();
});

test('employee: the sidebar, and pages the role may not open are not found', async ({ page }) => {
  await signInToShell(page, 'employee@demo.outlay.test');
  await expectSidebar(
    page,
    ['Settings'],
    ['Dashboard', 'Cards', 'Receipts', 'Pay rent', 'Documents', 'Security'],
  );
  await expectNoAxeViolations(page, 'employee shell');
  const notFound = [
    '/client/billing',
    '/client/statement',
    '/client/integrations/sat',
    '/client/nowhere',
  ];
  for (const path of notFound) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'not found in the shell');
  await page.goto('/client/settings');
  await expect(page).toHaveURL(/\/client\/settings\/security$/);
  // Cards is a page of the employee's own now (e2e/cards.spec.ts walks it).
  await page.goto('/client/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await expectNoAxeViolations(page, 'the cards page');
});

test.describe('below 992 px', () => {
  test.use({ viewport: { width: 800, height: 800 } });
  test('the sidebar starts as a rail, opens over the page and folds back on navigation; a manager without expense management has a Team link', async ({
    page,
  }) => {
    await signInToShell(page, 'ca.manager@demo.outlay.test');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectIconOnly(nav.getByRole('link', { name: 'Dashboard' }), 'Dashboard');
    await expectIconOnly(nav.getByRole('link', { name: 'Team' }), 'Team');
    await expectNoAxeViolations(page, 'sidebar rail below 992 px');

    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const left = async () => (await heading.boundingBox())?.x;
    const before = await left();
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveText('Team');
    // Over the page, not beside it: the page stays where it was.
    expect(await left()).toBe(before);
    await expectNoAxeViolations(page, 'sidebar open over the page');
    await nav.getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expectIconOnly(nav.getByRole('link', { name: 'Team' }), 'Team');

    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  });
});

test('the shell speaks Spanish with lng=es and Portuguese with lng=pt', async ({ page }) => {
  await signInToShell(page, 'mx.admin@demo.outlay.test');
  await page.goto('/client/dashboard?lng=es');
  const es = page.getByRole('navigation', { name: 'Principal' });
  await expect(es.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
  await expect(es.getByRole('link', { name: 'Tarjetas' })).toBeVisible();
  await expect(page.getByText('Gasto total')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page, 'shell in Spanish');

  await page.goto('/client/dashboard?lng=pt');
  const pt = page.getByRole('navigation', { name: 'Principal' });
  await expect(pt.getByRole('link', { name: 'Painel' })).toBeVisible();
  await expect(pt.getByRole('link', { name: 'Cartões' })).toBeVisible();
  await expect(page.getByText('Gasto disponível')).toBeVisible();
  await expectNoAxeViolations(page, 'shell in Portuguese');

  // The switcher changes the language in place, by the same rules as lng.
  await page.getByRole('button', { name: 'Idioma: Português' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/lng=en/);
  // The shell paints its frame once its banners are known (use-banners-settled.ts), so with the
  // navigation drawn the banner is decided: Mexico's AutoPay enrolment banner is held back while
  // its auto-debit flow is off (billing would say AutoPay is not available).
  await expect(page.getByText('AutoPay is here', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enroll in AutoPay' })).toHaveCount(0);
});

// ca.admin's PAD banner and the support chat, and uk.admin's Direct Debit banner and cream-user
// mode, are in billing.spec.ts: signing there changes those banners for good.

test('the redirect page, and a self-funded company kept to its permitted pages', async ({
  page,
}) => {
  await page.goto('/client/redirect');
  await expect(page).toHaveURL(/\/client\/(login)?$/);
  await signInWithEmailCode(page, 'br.admin@demo.outlay.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/client/redirect');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/cards');
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
});
