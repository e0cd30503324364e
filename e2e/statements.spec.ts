// Statements through the real server (issue 41): a bookkeeper and an admin open /statement,
// walk a statement to its entries and its PDF (and CSV), and the admin pays the statement due
// with Pay now behind the "Verification required" dialog, until the bank's sandbox confirms it.
// Pay now is the admin's alone (the contract's x-outlay-access): the bookkeeper sees none.
// axe on every state.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { flowReport } from './support/flow-report';
import { holdRequests } from './support/hold-requests';
import { answerVerification } from './support/verification';
import { signInToShell } from './support/sign-in';

/** RAC draws the radio over its input, under the dialog's layers: chosen as a keyboard user does. */
async function choose(page: Page, radio: Locator) {
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Opens /statement and downloads the first closed statement's PDF and CSV. */
async function walkToFiles(page: Page, email: string) {
  await signInToShell(page, email, '/client/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  const pdf = page.getByRole('button', { name: /^Download PDF, / }).first();
  await expect(pdf).toBeVisible();
  await expectNoAxeViolations(page, `statements as ${email}`);

  const pdfDownload = page.waitForEvent('download');
  await pdf.click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
  await expect(page.getByText('Your PDF file is downloading.')).toBeAttached();

  const csvDownload = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download CSV, / })
    .first()
    .click();
  expect((await csvDownload).suggestedFilename()).toMatch(/^statement-.*\.csv$/);
  await expectNoAxeViolations(page, `statements after the downloads as ${email}`);
}

test('bookkeeper: the statements, one walked to its entries, its PDF and CSV; no Pay now', async ({
  page,
}) => {
  const email = 'bookkeeper@demo.outlay.test';
  await walkToFiles(page, email);
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^View \d+ entr/ })
    .nth(1)
    .click();
  await expect(page).toHaveURL(/\/client\/dashboard\?.*range=custom.*statement=1/);
  await expect(page.getByRole('checkbox', { name: 'Statement View' })).toBeChecked();
  await expectNoAxeViolations(page, 'the dashboard on a statement');
});

test('admin: a statement to its PDF, then Pay now with a code until the bank confirms', async ({
  page,
}) => {
  const email = 'admin@demo.outlay.test';
  // The statement-pay flow's states this test shows, for qa:paths' Browser column.
  const report = await flowReport(
    'statement-pay',
    'statements.spec',
    'Northwind admin, 8,450.12 USD due, two verified AutoPay accounts',
  );
  await walkToFiles(page, email);
  // Before its due date the statement says what AutoPay will do (Northwind's Chase account).
  await expect(page.getByText(/^AutoPay will debit .+ from Chase ••••6789$/).first()).toBeVisible();

  const payNow = page.getByRole('button', { name: /^Pay now, / }).first();
  await payNow.click();
  const dialog = page.getByRole('dialog', { name: 'Pay now' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Amount due: / })).toBeChecked();
  await expectNoAxeViolations(page, 'Pay now: the amount and the account');
  report.saw('statementPay.choosing', 'Pay now');

  // Another amount above the amount due is refused before any code is asked.
  await choose(page, dialog.getByRole('radio', { name: 'Another amount' }));
  await dialog.getByRole('textbox', { name: /^Amount to pay/ }).fill('99999999');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByText(/^Enter at most the amount due/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'Pay now: an amount above the amount due');
  await choose(page, dialog.getByRole('radio', { name: /^Amount due: / }));

  const since = new Date();
  const payment = await holdRequests(page, (url) => url.pathname.endsWith('/pay-now'));
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await answerVerification(page, email, since, 'Pay now');
  report.saw('statementPay.awaitingCode', 'Pay (the verification dialog, checked by the helper)');
  // The payment held on its way to the server, then the statement's reads while the bank has
  // it (they would say paid): each state checked before the page may move on.
  await payment.held;
  await expect(dialog.locator('[data-busy]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Pay now: the payment on its way', {
    whileLoading: 'the payment is held to show it on its way',
  });
  report.saw('statementPay.paying', 'the code');
  const rereads = await holdRequests(page, (url) =>
    url.pathname.endsWith('/v2/web/statement/list'),
  );
  await payment.release();
  // Said in the dialog, and announced by its status region.
  await expect(dialog.getByText(/^Your payment of .+ is on its way\./).first()).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('is on its way');
  await expectNoAxeViolations(page, 'Pay now: waiting for the bank');
  report.saw('statementPay.waitingForBank', 'the server takes the payment');
  await rereads.release();
  await expect(dialog.getByText(/^The bank confirmed your payment of /).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page, 'Pay now: confirmed by the bank');
  report.saw('statementPay.paid', 'the code, and the bank confirms');
  // The footer's Close (the corner's × is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paid').first()).toBeVisible();
  await expectNoAxeViolations(page, 'statements after Pay now');
  report.write();
});

test('Mexican admin: a statement with fees to its CFDI, the XML and its PDF, and in Documents', async ({
  page,
}) => {
  await signInToShell(page, 'mx.admin@demo.outlay.test', '/client/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  // Issued as the cycles close, stamped by the PAC's sandbox after its failed first try.
  const xml = page.getByRole('button', { name: /^Download CFDI XML, / }).first();
  await expect(xml).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^CFDI tax invoice [0-9A-F-]{36}$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'statements: a stamped CFDI');

  const xmlDownload = page.waitForEvent('download');
  await xml.click();
  expect((await xmlDownload).suggestedFilename()).toMatch(/^cfdi-[0-9A-F-]{36}\.xml$/);
  await expect(page.getByText('Your CFDI XML file is downloading.')).toBeAttached();
  const pdfDownload = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download CFDI PDF, / })
    .first()
    .click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/^cfdi-[0-9A-F-]{36}\.pdf$/);

  await page.goto('/client/document?kind=tax');
  const table = page.getByRole('grid', { name: 'Documents' });
  await expect(table.getByText(/^CFDI EC-\d+ · /).first()).toBeVisible();
  await expectNoAxeViolations(page, 'documents: the statement CFDIs among the tax documents');
});
