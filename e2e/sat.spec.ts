// SAT invoice matching against the real server, as a Mexican admin: the credentials' refusals
// in the dialog, an RFC the sandbox SAT refuses (Reconnect), the company's RFC going Connected,
// matching turned on, the invoices arriving through the job queue, a card purchase's top
// suggestion attached, a second refused, and its preview. Axe runs on each state.
import { expect, type Page, type Response, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInWithEmailCode } from './support/sign-in';

// The Mexican company's second admin: no other spec signs in as this user, so no other run's
// email code replaces this one's while it signs in.
const ADMIN = 'mx.finance@demo.outlay.test';

interface ListedEntry {
  type: 'card' | 'payment' | 'loan';
  transaction?: { id: number; paymentType: string; transactionReceipts: unknown[] };
}

const isList = (response: Response) =>
  response.url().endsWith('/api/v2/web/dashboard/transactions') &&
  response.request().method() === 'POST';

const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading') });

async function connect(page: Page, rfc: string, button: 'Connect' | 'Reconnect') {
  await page.getByRole('button', { name: button }).click();
  const confirmation = page.getByRole('dialog', { name: 'Connect your SAT account' });
  await expect(confirmation.getByText('Confirm to proceed.')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  const credentials = page.getByRole('dialog', { name: 'SAT credentials' });
  await credentials.getByRole('textbox', { name: /RFC/ }).fill(rfc);
  await credentials.getByLabel('CIEC password').fill('ciec-secreta-2026');
  await credentials.getByRole('button', { name: 'Connect' }).click();
  await expect(credentials).toHaveCount(0);
}

test('an admin connects the SAT, turns matching on and attaches an invoice', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/client/integrations/sat');
  await signInWithEmailCode(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'SAT' })).toBeVisible();
  await expect(page.getByText(/No SAT account is connected/)).toBeVisible();
  await expectNoAxeViolations(page, 'no SAT account');

  // The dialogs, and the credentials' refusals.
  await page.getByRole('button', { name: 'Connect' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Connect your SAT account' });
  await expect(confirmation.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page, 'the confirmation dialog');
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  const credentials = page.getByRole('dialog', { name: 'SAT credentials' });
  await credentials.getByRole('button', { name: 'Connect' }).click();
  await expect(credentials.getByText('The CIEC password field is required.').first()).toBeVisible();
  await expect(credentials.getByText('The RFC field is required.').first()).toBeVisible();
  await credentials.getByRole('textbox', { name: /RFC/ }).fill('CAL190312AB4');
  await credentials.getByLabel('CIEC password').fill('short');
  await credentials.getByRole('button', { name: 'Connect' }).click();
  await expect(
    credentials.getByText('The CIEC password must be at least 8 characters.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the credentials refused');
  await credentials.getByRole('button', { name: 'Cancel' }).click();
  await expect(credentials).toHaveCount(0);

  // An RFC the sandbox SAT refuses: Pending, then Reconnect.
  await connect(page, 'XAXX010101000', 'Connect');
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText(/did not accept this RFC/)).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'an account the SAT refused');

  // The company's RFC: Connected, then the switch.
  await connect(page, 'CAL190312AB4', 'Reconnect');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  const matching = page.getByRole('switch', { name: /Match invoices to transactions/ });
  await expectNoAxeViolations(page, 'connected, matching off');
  await matching.click({ force: true });
  await expect(page.getByText('Invoice matching is on.')).toBeVisible();
  // The invoices arrive in the background, a page at a time (the e2e server sets the sandbox's
  // pace); the drawer's suggestions need the download done, so the test waits for that state.
  await expect(page.getByRole('grid', { name: 'SAT invoices' }).getByRole('row')).not.toHaveCount(
    1,
    { timeout: 60_000 },
  );
  await expectNoAxeViolations(page, 'invoices arriving');
  await expect(page.getByText(/invoices? retrieved from the SAT\./)).toBeVisible({
    timeout: 120_000,
  });

  // A recent card purchase without a file, whose top suggestion is a likely match: the list
  // filtered to card purchases without a receipt, since the payments other walks make on this
  // company (a bulk batch's rows) come first on an unfiltered list.
  const [listed] = await Promise.all([
    page.waitForResponse(isList),
    page.goto('/client/dashboard?cardType=virtual,physical&receipt=notAttached'),
  ]);
  const entries = ((await listed.json()) as { transactions: ListedEntry[] }).transactions;
  const purchases = entries.filter(
    (entry) =>
      entry.type === 'card' &&
      entry.transaction?.paymentType === 'cards' &&
      entry.transaction.transactionReceipts.length === 0,
  );
  let chosen: number | null = null;
  for (const purchase of purchases) {
    const id = purchase.transaction?.id ?? 0;
    await page.goto(`/client/dashboard?entry=card:${String(id)}`);
    const section = drawer(page);
    await expect(section.getByRole('button', { name: 'SAT Invoices' })).toBeVisible({
      timeout: 30_000,
    });
    const list = section.getByRole('list', { name: 'Suggested invoices' });
    const none = section.getByRole('heading', { name: 'No Invoices' });
    await expect(list.or(none)).toBeVisible({ timeout: 30_000 });
    if (await none.isVisible()) continue;
    if (
      await list
        .getByText(/% match, likely/)
        .first()
        .isVisible()
    ) {
      chosen = id;
      break;
    }
  }
  if (chosen === null) throw new Error('No recent purchase with a likely invoice');
  const list = drawer(page).getByRole('list', { name: 'Suggested invoices' });
  await expectNoAxeViolations(page, 'the suggestions');

  // Attach the top suggestion: attached, and a second one refused.
  const top = list.getByRole('listitem').first();
  await top.getByRole('button', { name: /^Attach the invoice from / }).click();
  await expect(page.getByText('Invoice attached.')).toBeVisible();
  await expect(top.getByRole('button', { name: /^Remove the invoice from / })).toBeVisible();
  await expect(top.getByText('Attached', { exact: true })).toBeVisible();
  await expect(
    drawer(page).getByRole('list', { name: 'Receipts' }).getByRole('listitem'),
  ).toHaveCount(1);
  const others = list.getByRole('button', { name: /^Attach the invoice from / });
  if ((await others.count()) > 0) await expect(others.first()).toBeDisabled();
  await expectNoAxeViolations(page, 'an invoice attached');

  // Preview: the invoice shows readable in a nested drawer (issue 43 #16); its XML downloads
  // through the signed link from there, and the transaction's drawer stays open.
  await top.getByRole('button', { name: /^Preview the invoice from / }).click();
  const preview = page.getByRole('dialog', { name: /^Invoice from .+: preview$/ });
  await expect(preview.getByText('Concepts')).toBeVisible();
  await expect(preview.getByText('Subtotal')).toBeVisible();
  await expectNoAxeViolations(page, 'an invoice previewed');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('link', { name: 'Download the XML' }).click(),
  ]);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  expect(download.url()).toMatch(/\/api\/v2\/web\/satws\/invoices\/[0-9a-f-]+\/file\?/);
  expect(download.suggestedFilename()).toMatch(/^CFDI-[0-9A-F-]+\.xml$/);
  await expect(drawer(page)).toBeVisible();
});
