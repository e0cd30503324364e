// Compressed delivery as Chromium meets it: every script and style of the sign-in page and of
// the dashboard arrives brotli-compressed (the build's twins), and the dashboard's JSON arrives
// compressed too; the shell is revalidated at every load.
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInWithEmailCode } from './support/sign-in';

test.describe.configure({ timeout: 120_000 });

/** Every response of the page from now on, by URL. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

async function encodingsOf(responses: Response[], kinds: string[]) {
  const seen: Record<string, string> = {};
  for (const response of responses) {
    if (!kinds.includes(response.request().resourceType())) continue;
    seen[new URL(response.url()).pathname] =
      (await response.headerValue('content-encoding')) ?? 'none';
  }
  return seen;
}

test('scripts, styles and JSON arrive compressed', async ({ page }) => {
  const responses = recordResponses(page);
  const shell = await page.goto('/client/');
  expect(await shell?.headerValue('cache-control')).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible({
    timeout: 30_000,
  });
  const signInAssets = await encodingsOf(responses, ['script', 'stylesheet']);
  expect(Object.keys(signInAssets).length).toBeGreaterThan(3);
  for (const [path, encoding] of Object.entries(signInAssets)) {
    expect(encoding, path).toMatch(/^(br|gzip)$/);
  }

  const list = page.waitForResponse((response) =>
    response.url().endsWith('/api/v2/web/dashboard/transactions'),
  );
  await signInWithEmailCode(page, 'olivia.chen@demo.outlay.test');
  const answer = await list;
  expect(answer.status()).toBe(200);
  expect(await answer.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  expect(await answer.headerValue('vary')).toMatch(/accept-encoding/i);
  expect((await answer.json()) as object).toHaveProperty('transactions');

  const dashboardAssets = await encodingsOf(responses, ['script', 'stylesheet']);
  expect(Object.keys(dashboardAssets).length).toBeGreaterThan(Object.keys(signInAssets).length);
  for (const [path, encoding] of Object.entries(dashboardAssets)) {
    expect(encoding, path).toMatch(/^(br|gzip)$/);
  }
});
