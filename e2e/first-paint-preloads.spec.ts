// The HTML shell names the scripts a page's first paint needs (the server reads the build's
// first-paint.json): Chromium fetches them once, with the entry, and the page uses them rather
// than asking again. For the sign-in form without a session, for the dashboard with one.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href ?? '',
  );

/** The path of every script the page asks for from now on, as often as it asks. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the sign-in form and the dashboard name their first paint’s scripts, each fetched once', async ({
  page,
}) => {
  let scripts = recordScripts(page);
  const signIn = await page.goto('/client/');
  const signInPreloads = preloadsOf((await signIn?.text()) ?? '');
  expect(signInPreloads.length).toBeGreaterThan(1);
  await signInWithEmailCode(page, 'olivia.chen@demo.outlay.test');
  await expect(page.getByRole('grid', { name: 'Transactions' })).toBeVisible();
  for (const path of signInPreloads) expect(scripts, path).toContain(path);

  // A returning visitor with a session: the dashboard's own scripts, not the sign-in form's.
  page.removeAllListeners('request');
  scripts = recordScripts(page);
  const dashboard = await page.goto('/client/dashboard');
  expect(await dashboard?.headerValue('vary')).toMatch(/cookie/i);
  const dashboardPreloads = preloadsOf((await dashboard?.text()) ?? '');
  expect(dashboardPreloads.length).toBeGreaterThan(signInPreloads.length);
  expect(dashboardPreloads.filter((path) => signInPreloads.includes(path))).not.toEqual(
    dashboardPreloads,
  );
  await expect(page.getByRole('grid', { name: 'Transactions' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('gridcell').first()).toBeVisible();
  for (const path of dashboardPreloads) {
    expect(
      scripts.filter((script) => script === path),
      path,
    ).toHaveLength(1);
  }
  await expectNoAxeViolations(page, 'dashboard, loaded with its preloads');
});
