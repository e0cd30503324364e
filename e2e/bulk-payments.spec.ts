// Bulk payments through the real server (issue 40): the Mexican admin uploads a sheet with a bad
// row, sees the problem by row and column, fixes the cell in place and submits the batch for
// approval; the other Mexican admin opens it, approves it and releases it, and the batch's page
// shows its progress and each row's state in a table as the rows are paid on the job queue.
// axe on every state.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const MAKER = 'mx.admin@demo.outlay.test';
const CHECKER = 'mx.finance@demo.outlay.test';

const SHEET =
  'name,clabe,amount,description,reference\n' +
  'Logística Bajío S.A.,012180000000000015,1500.00,Factura 118,1234567\n' +
  'Proveedora del Norte,012180000000000001,1000.00,Factura 119,1234568\n';

let batchPath = '';

test('mx.admin: a sheet uploaded, its bad row fixed in place, submitted for approval', async ({
  page,
}) => {
  await signInToShell(page, MAKER, '/client/bulk-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk payments' })).toBeVisible();
  await expectNoAxeViolations(page, 'bulk payments: empty');

  const name = `Proveedores ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Batch name' }).fill(name);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'pagos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SHEET, 'utf8'),
  });
  await expect(page.getByRole('grid', { name: 'Rows of the batch' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Row 2, CLABE: Not a valid CLABE.')).toBeVisible();
  await expectNoAxeViolations(page, 'bulk payments: a row to fix');

  await page.getByRole('textbox', { name: 'Row 2, CLABE' }).fill('012180000000000002');
  await expect(page.getByText('Row 2, CLABE: Not a valid CLABE.')).toBeHidden();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(
    page.getByText(`Batch ${name} submitted: another admin must approve it.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'bulk payments: submitted');

  await page.getByRole('link', { name: 'Open the batch' }).click();
  await expect(page).toHaveURL(/\/client\/bulk-payment-transactions\/\d+$/);
  batchPath = new URL(page.url()).pathname;
  await expect(page.getByText('Waiting for another admin to approve this batch.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'bulk batch: awaiting approval (maker)');
});

test('mx.finance: approves and releases the batch; each row is paid and shown in the table', async ({
  page,
}) => {
  expect(batchPath).not.toBe('');
  await signInToShell(page, CHECKER, batchPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk payments' })).toBeVisible();
  await expectNoAxeViolations(page, 'bulk batch: awaiting approval (checker)');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved by Rodrigo Salinas')).toBeVisible();
  await expectNoAxeViolations(page, 'bulk batch: approved');

  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Rows of the batch' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 of 2 rows have their payment')).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page, 'bulk batch: released');
});
