// The browser half of bench:statements: how long /statement takes to draw for a company with
// its 24 closed cycles of 5,000 entries, and how long one statement takes to open to its
// entries, in Debian's Chromium against the bench's own server (the web app as `npm start`
// serves it, from apps/web/dist). Timed from navigation to the state a person waits for; the
// median of a few loads, the first (cold caches) printed apart.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
// The repository's one way to launch Chromium on this machine, shared with Playwright's config.
import { chromiumArgs, chromiumExecutablePath } from '../../../tooling/chromium-args.mjs';

const LOADS = 5;
const PASSWORD = 'Outlay-Demo-2026!';

interface DrawOptions {
  /** Where the server listens, for example `http://127.0.0.1:43210`. */
  origin: string;
  webDist: string;
  email: string;
  /** The closed statements the page must show before it counts as drawn. */
  closed: number;
}

interface Outbox {
  messages: { code: string | null }[];
}

/** The sandbox outbox's codes for `email`, newest first (the server's clock is the bench's). */
async function codesFor(origin: string, email: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const outbox = (await response.json()) as Outbox;
  return outbox.messages.flatMap((message) => (message.code === null ? [] : [message.code]));
}

/** The code mailed after `before` codes were there, once it arrives. */
async function nextCode(origin: string, email: string, before: number): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const codes = await codesFor(origin, email);
    if (codes.length > before && codes[0] !== undefined) return codes[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${email} in the sandbox outbox within a minute`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function webBuilt(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

export async function measureStatementsDraw(options: DrawOptions) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs],
  });
  try {
    const page = await browser.newPage({ baseURL: options.origin });
    await page.goto('/client/');
    await page.getByRole('textbox', { name: 'Email' }).fill(options.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('radio', { name: /Email me a code/ }).check();
    const before = (await codesFor(options.origin, options.email)).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    try {
      await page.getByRole('textbox', { name: 'Verification code' }).waitFor({ timeout: 30_000 });
    } catch (error) {
      const said = await page.locator('body').innerText();
      throw new Error(`no code step at ${page.url()}; the page said: ${said.slice(0, 600)}`, {
        cause: error,
      });
    }
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await nextCode(options.origin, options.email, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });

    const pdfButtons = page.getByRole('button', { name: /^Download PDF, / });
    const loads: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const start = performance.now();
      await page.goto('/client/statement');
      await page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
      await pdfButtons.nth(options.closed - 1).waitFor({ timeout: 60_000 });
      loads.push(performance.now() - start);
    }
    // In the page (a string: this package has no DOM types): the shifts layout has made so far.
    const shifts = await page.evaluate<number>(`new Promise((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Buffered shifts are handed over in a task of their own; none at all calls nothing.
      setTimeout(() => resolve(total), 250);
    })`);

    const start = performance.now();
    await page
      .getByRole('link', { name: /^View [\d,]+ entr(y|ies), / })
      .first()
      .click();
    await page.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
    const entriesOpen = performance.now() - start;

    const [cold = 0, ...warm] = loads;
    return { cold, warm: median(warm), shifts, entriesOpen };
  } finally {
    await browser.close();
  }
}
