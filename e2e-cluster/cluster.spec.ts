// Several servers (issue 38): two Outlay processes on one PostgreSQL, files in one S3-compatible
// bucket, HAProxy balancing every request between them. An admin signs in with a code, opens the
// dashboard and a transaction, uploads a PDF receipt and downloads it, pushes a purchase to Xero
// (queued through one server, run by whichever server's worker takes the job, and read as
// pushed from the other server, asked directly); one server is killed
// (SIGKILL, no goodbye); after a reload the receipt and its file are still there, a card is
// frozen through the verification dialog and the admin signs out. No request fails and no
// answer is a server error throughout: HAProxy retries what the dead server cannot answer.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, type Response, test } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/support/axe';
import { demoPassword, signInWithEmailCode } from '../e2e/support/sign-in';
import { answerVerification } from '../e2e/support/verification';

interface ClusterState {
  port: number;
  servers: { pid: number; port: number }[];
}

interface ListedEntry {
  type: 'card' | 'payment' | 'loan';
  transaction?: {
    id: number;
    paymentType: string;
    merchant: { merchant_clean_detail: { cleanName: string } } | null;
    transactionReceipts: unknown[];
  };
}
interface ListedPage {
  transactions: ListedEntry[];
}

interface MappingRow {
  id: number;
  dataType: 'card' | 'payment';
  transactionSyncedStatus: string | null;
  accounting_transaction_definition: unknown;
}
interface MappingPage {
  data: { transactions: MappingRow[] };
}

const afterLoad = { timeout: 30_000 };
const email = 'admin@demo.outlay.test';
const pdfBytes = Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
const receiptName = `cluster-${String(Date.now())}.pdf`;

function clusterState(): ClusterState {
  const file = process.env.OUTLAY_CLUSTER_STATE;
  if (!file)
    throw new Error('OUTLAY_CLUSTER_STATE is not set: run with playwright.cluster.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterState;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const isMappingList = (response: Response) =>
  response.url().endsWith('/api/v2/web/accounting/incomplete-transactions') &&
  response.request().method() === 'POST';
const isPush = (response: Response) =>
  response.url().endsWith('/api/v2/web/accounting/push-transactions') &&
  response.request().method() === 'POST';
const mapping = (page: Page) => page.getByRole('grid', { name: 'Transactions to sync' });
const mappingRow = (page: Page, id: number) =>
  mapping(page).locator(`[role="row"][data-key="${String(id)}"]`);
const mappingCell = (row: Locator, field: string) =>
  row.getByRole('button', { name: new RegExp(`, ${field} of `) });

/** Picks `option` in the editor a mapping cell opened, typing `typed` to find it. */
async function choose(page: Page, editor: string, typed: string, option: string) {
  const dialog = page.getByRole('dialog', { name: editor });
  const box = dialog.getByRole('combobox', { name: editor });
  // Typed into the editor's own box, not wherever focus is: keys sent while the dialog was
  // still taking focus went nowhere and left the list unfiltered.
  await box.fill(typed);
  await expect(
    page.getByRole('listbox', { name: editor }).getByRole('option').first(),
  ).toHaveAccessibleName(option);
  // Chosen with the keyboard, as the list is filtered to it. A click first scrolls the page to
  // the option when the list reaches below the fold, and react-aria closes a combobox's list
  // when the page under it scrolls: the option was gone before the click could land.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(dialog).toHaveCount(0);
}

const isList = (response: Response) =>
  response.url().endsWith('/api/v2/web/dashboard/transactions') &&
  response.request().method() === 'POST';
const table = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('heading') });
const receipts = (page: Page) => drawer(page).getByRole('list', { name: 'Receipts' });

/**
 * Opens the stored PDF the way a person does (a new window, which names no opener) and returns
 * the bytes its signed link serves.
 */
async function downloadReceipt(page: Page): Promise<Buffer> {
  // The window is awaited as a page: its first request is issued before its frame exists.
  const [popup, request] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .context()
      .waitForEvent('request', (candidate) =>
        /\/api\/v2\/web\/receipts\/[^/]+\/file/.test(candidate.url()),
      ),
    receipts(page).getByRole('button', { name: receiptName, exact: true }).click(),
  ]);
  const url = request.url();
  await popup.close();
  const response = await page.request.get(url);
  expect(response.status(), `the receipt's download from ${url}`).toBe(200);
  return response.body();
}

// Before the kill: single sign-on through the sandbox provider, whose authorization, sign-in
// page, answer and resume HAProxy spreads over both servers (issue 42).
test('a person signs in with "Continue with Okta" while each hop may reach either server', async ({
  page,
}) => {
  const sandboxServedBy = new Set<string>();
  page.on('response', (response) => {
    const server = response.headers()['x-outlay-server'];
    if (server && response.url().includes('/sandbox/oidc/')) sandboxServedBy.add(server);
  });
  await page.goto('/client/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible(
    afterLoad,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('sso.user@demo.outlay.test');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Continue with Okta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Okta (sandbox)' })).toBeVisible(
    afterLoad,
  );
  await expectNoAxeViolations(page, 'the sandbox provider behind HAProxy');
  await page.getByRole('textbox', { name: 'Email' }).fill('sso.user@demo.outlay.test');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
  expect([...sandboxServedBy].sort(), 'both servers answered the sandbox').toEqual([
    'outlay1',
    'outlay2',
  ]);
});

test('an admin signs in, stores and fetches a receipt, and carries on after a server is killed', async ({
  page,
}) => {
  const state = clusterState();
  expect(state.servers).toHaveLength(2);
  const [doomed, survivor] = state.servers;
  if (!doomed || !survivor) throw new Error('The cluster has fewer than two servers');

  // Every answer the browser gets, by the server HAProxy sent it to; and whatever went wrong.
  // Which servers answered before the kill. (After it, Chromium still reports responses it
  // cached from the dead server, headers and all, so "only the survivor" is not checked so.)
  const servedBy = new Set<string>();
  const problems: string[] = [];
  page.on('response', (response) => {
    const server = response.headers()['x-outlay-server'];
    if (server && response.url().includes('/api/')) servedBy.add(server);
    if (response.status() >= 500) {
      problems.push(
        `${String(response.status())} ${response.request().method()} ${response.url()}`,
      );
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '?';
    // ERR_ABORTED is the page cancelling its own request (a navigation, as signing out leaves
    // for the sign-in page); a server that cannot answer fails with a connection error.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`failed ${request.method()} ${request.url()}: ${reason}`);
  });

  // Sign-in with an emailed code: the code is asked for on one server and checked on whichever
  // HAProxy picks next, so it holds only because codes live in the database.
  await page.goto('/client/dashboard');
  const [listResponse] = await Promise.all([
    page.waitForResponse(isList),
    signInWithEmailCode(page, email, { checkAccessibility: true }),
  ]);
  const first = (await listResponse.json()) as ListedPage;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(afterLoad);
  await expect(table(page).getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page, 'dashboard');
  expect([...servedBy].sort(), 'both servers answered the sign-in and the dashboard').toEqual([
    'outlay1',
    'outlay2',
  ]);

  // A merchant purchase with room for one more receipt.
  const purchase = first.transactions.find(
    (entry) =>
      entry.type === 'card' &&
      entry.transaction?.paymentType === 'cards' &&
      entry.transaction.merchant !== null &&
      entry.transaction.transactionReceipts.length <= 9,
  );
  if (!purchase?.transaction?.merchant) throw new Error('No merchant purchase on page 1');
  const key = `card:${String(purchase.transaction.id)}`;
  const merchant = purchase.transaction.merchant.merchant_clean_detail.cleanName;
  const openDrawer = async () => {
    await table(page).locator(`[role="row"][data-key="${key}"]`).getByRole('rowheader').click();
    await expect(drawer(page).getByRole('heading', { name: merchant })).toBeVisible(afterLoad);
  };
  await openDrawer();
  await expectNoAxeViolations(page, 'the drawer');

  // The receipt goes to the bucket both servers share, through whichever server takes it.
  await drawer(page)
    .locator('input[type="file"]')
    .setInputFiles([{ name: receiptName, mimeType: 'application/pdf', buffer: pdfBytes }]);
  await expect(
    receipts(page).getByRole('button', { name: receiptName, exact: true }),
  ).toBeVisible();
  await expect(receipts(page).getByRole('progressbar')).toHaveCount(0);
  expect((await downloadReceipt(page)).equals(pdfBytes), 'the downloaded bytes').toBe(true);
  await expectNoAxeViolations(page, 'the drawer with the receipt');

  // An accounting push: one travel purchase categorised (its tax rate follows the category)
  // and pushed to Xero. The push is queued through whichever server HAProxy picks; the job is
  // run by whichever server's worker takes it from the shared queue; the server that did not
  // take the push, asked directly, answers it pushed.
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  let bearer: string | undefined;
  const takeBearer = (request: { url(): string; headers(): Record<string, string> }) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/v2/web/accounting/')) bearer = header;
  };
  page.on('request', takeBearer);
  const [mappingList] = await Promise.all([
    page.waitForResponse(isMappingList),
    page.goto('/client/accounting'),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounting' })).toBeVisible(afterLoad);
  await expect(mapping(page)).toBeVisible();
  await expectNoAxeViolations(page, 'the mapping table');
  const toPush = ((await mappingList.json()) as MappingPage).data.transactions.find(
    (row) =>
      row.dataType === 'card' &&
      row.transactionSyncedStatus === null &&
      row.accounting_transaction_definition === null,
  );
  if (!toPush) throw new Error('No card purchase to push on the mapping table');
  const pushRow = mappingRow(page, toPush.id);
  await mappingCell(pushRow, 'Category').click();
  await choose(page, 'Category', 'Trav', 'Travel (493)');
  await expect(mappingCell(pushRow, 'Tax Rate')).toHaveText('Sales Tax NY (8.875%)');
  // Xero's mandatory Region.
  await mappingCell(pushRow, 'Tracking categories').click();
  const tracking = page.getByRole('dialog', { name: 'Tracking categories' });
  await tracking.getByRole('combobox', { name: 'Region' }).fill('East');
  await expect(page.getByRole('option', { name: 'East' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tracking.getByRole('button', { name: 'Apply' }).click();
  await expect(tracking).toHaveCount(0);
  // react-aria draws the checkbox's label over its input: the label takes the click.
  const checkbox = pushRow.getByRole('checkbox');
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
  const [pushed] = await Promise.all([
    page.waitForResponse(isPush),
    page.getByRole('button', { name: 'Sync 1 transaction' }).click(),
  ]);
  expect(pushed.status(), 'the push, queued').toBe(202);
  const queuedBy = pushed.headers()['x-outlay-server'];
  await expect(page.getByText('1 transaction queued for Xero.')).toBeVisible();
  await expect(pushRow.getByRole('gridcell').last()).toContainText('Synced', { timeout: 60_000 });
  await expectNoAxeViolations(page, 'the purchase pushed');
  page.off('request', takeBearer);
  const other = state.servers[queuedBy === 'outlay1' ? 1 : 0];
  if (!other || !bearer) throw new Error(`No other server than ${queuedBy ?? '?'} to ask`);
  await expect
    .poll(
      async () => {
        const response = await page.request.post(
          `http://127.0.0.1:${String(other.port)}/api/v2/web/accounting/incomplete-transactions`,
          {
            headers: { authorization: bearer ?? '', 'x-platform-type': 'webapp' },
            data: { page: 0, includeTransactionIds: [toPush.id] },
          },
        );
        expect(response.status(), 'the other server answers').toBe(200);
        const body = (await response.json()) as MappingPage;
        return body.data.transactions.find((row) => row.id === toPush.id)?.transactionSyncedStatus;
      },
      { message: `the push queued through ${queuedBy ?? '?'}, seen from the other server` },
    )
    .toBe('pushed');

  // One server dies without a word; HAProxy finds out from its next request or health check.
  process.kill(doomed.pid, 'SIGKILL');
  await expect
    .poll(() => isRunning(doomed.pid), { message: 'the killed server is gone' })
    .toBe(false);

  // A reload restores the session on the survivor; the receipt and its file are still there.
  await page.goto(`/client/dashboard?entry=${encodeURIComponent(key)}`);
  await expect(drawer(page).getByRole('heading', { name: merchant })).toBeVisible(afterLoad);
  await expect(receipts(page).getByRole('button', { name: receiptName, exact: true })).toBeVisible(
    afterLoad,
  );
  expect((await downloadReceipt(page)).equals(pdfBytes), 'the bytes after the kill').toBe(true);
  await expectNoAxeViolations(page, 'the drawer after a server died');

  // A sensitive action through the verification dialog: the admin's own physical card (card 1,
  // seeded active, "Hardware"), frozen with a fresh emailed code that names its last four.
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await page.goto('/client/cards/1');
  const heading = page.getByRole('heading', { level: 1, name: /^Hardware ••\d{4}$/ });
  await expect(heading).toBeVisible(afterLoad);
  await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
  const lastFour = ((await heading.textContent()) ?? '').slice(-4);
  await expectNoAxeViolations(page, 'card page');
  const codeSince = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Freeze card' }).click();
  await answerVerification(page, email, codeSince, 'freeze');
  await expect(page.getByText(`Card ${lastFour} is frozen.`)).toBeVisible(afterLoad);
  await expect(page.getByRole('button', { name: 'Unfreeze card' })).toBeVisible();
  await expectNoAxeViolations(page, 'card page, frozen');

  // Sign out, and the session is over on the server that is left.
  await page.getByRole('button', { name: /Avery Collins/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Outlay' })).toBeVisible(
    afterLoad,
  );
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/$/);

  expect(problems, 'failed requests and server errors').toEqual([]);
  expect(isRunning(survivor.pid), 'the other server still runs').toBe(true);
});
