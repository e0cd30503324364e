import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt/accounting/tooling/chromium';

const base = 'http://localhost:4204';
const email = process.env.EMAIL ?? 'admin@demo.outlay.test';

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1500, height: 1000 }, locale: 'en-US', timezoneId: 'America/New_York' });
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  await page.goto('/client/accounting');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Outlay-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio', { name: /Email me a code/ }).check();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Continue' }).click();
  let code = '';
  for (let i = 0; i < 30 && !code; i++) {
    const r = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const b = (await r.json()) as { messages: { code: string | null; createdAt: string }[] };
    code = b.messages.find((m) => m.code && new Date(m.createdAt) >= since)?.code ?? '';
    if (!code) await page.waitForTimeout(500);
  }
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/explore/accounting.png', fullPage: true });
  const steps = (process.env.STEPS ?? '').split(',').filter(Boolean);
  for (const step of steps) {
    if (step === 'integrations') { await page.goto('/client/integrations/accounting'); await page.waitForTimeout(3000); await page.screenshot({ path: '/tmp/explore/integrations.png', fullPage: true }); }
    if (step === 'rules') { await page.goto('/client/accounting?tab=rules'); await page.waitForTimeout(3000); await page.screenshot({ path: '/tmp/explore/rules.png', fullPage: true }); }
    if (step === 'drawer') {
      await page.goto('/client/dashboard'); await page.waitForTimeout(3000);
      await page.getByRole('grid', { name: 'Transactions' }).getByRole('rowheader', { name: process.env.MERCHANT ?? 'Uber' }).first().click();
      await page.waitForTimeout(3000);
      await page.screenshot({ path: '/tmp/explore/drawer.png', fullPage: false });
      await page.getByRole('heading', { name: 'Accounting', level: 3 }).scrollIntoViewIfNeeded().catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: '/tmp/explore/drawer2.png', fullPage: false });
    }
  }
  console.log(await page.locator('main').innerText().then((t) => t.slice(0, 3000)));
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
