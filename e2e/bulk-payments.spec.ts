// Bulk payments through the real server (issue 40), in English (an Excel sheet) and in Spanish
// (a CSV sheet): the maker downloads the template in both formats, uploads a sheet, sees every
// problem by row and column, fixes the cell in place, sees the duplicate flagged and removes
// it, sees the total in pesos and submits the batch for approval (which they cannot give
// themselves); the other admin approves it and releases it, and the batch's page shows its
// progress bar and each row's state in a table until every row is settled; the row the bank
// refused is retried as a new payment, and the result downloads as CSV with each row's state,
// reason and tracking number. axe on every state. The two admins are the walk's own
// (seed/bulk-payments.ts), so no other spec reads their verification codes.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const MAKER = 'bulk.maker@demo.outlay.test';
const CHECKER = 'bulk.checker@demo.outlay.test';

const HEADER = ['name', 'clabe', 'amount', 'description', 'reference'];
/** Row 2's CLABE fails its check digit; row 3's account is refused by the bank at once (…0014); row 4 repeats row 1. */
const rowsOf = (invoice: number) => [
  ['Logística Bajío S.A.', '012180000000000015', '1500.00', `Factura ${invoice}`, '1234567'],
  ['Proveedora del Norte', '012180000000000001', '1000.00', `Factura ${invoice + 1}`, '1234568'],
  ['Cuenta Bloqueada S.C.', '012180000000000141', '250.50', `Factura ${invoice + 2}`, '1234569'],
  ['Logística Bajío S.A.', '012180000000000015', '1500.00', `Factura ${invoice}`, '1234567'],
];

async function excelSheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pagos');
  sheet.addRow(HEADER);
  // The reference as a number, as a spreadsheet keeps it; the CLABE as text, as the template does.
  for (const row of rows) sheet.addRow([row[0], row[1], Number(row[2]), row[3], Number(row[4])]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const csvSheet = (rows: string[][]) =>
  Buffer.from([HEADER, ...rows].map((row) => row.join(',')).join('\n'), 'utf8');

const languages = [
  {
    lng: 'en',
    format: 'xlsx' as const,
    title: 'Bulk payments',
    batchName: 'Batch name',
    templateCsv: 'Download the template (CSV)',
    templateExcel: 'Download the template (Excel)',
    unreadable: 'This file could not be read as a sheet',
    rows: 'Rows of the batch',
    submit: 'Submit for approval',
    clabeProblem: 'Row 2, CLABE: Not a valid CLABE.',
    clabeCell: 'Row 2, CLABE',
    duplicates: 'Possible duplicates (same CLABE, amount and reference), rows: 1, 4',
    removeRow4: 'Remove row 4',
    total: 'Total in MXN:',
    submitted: (name: string) => `Batch ${name} submitted: another admin must approve it.`,
    openBatch: 'Open the batch',
    waiting: 'Waiting for another admin to approve this batch.',
    approve: 'Approve',
    approvedBy: 'Approved by Andrés Villalobos',
    release: 'Release',
    progressLabel: 'Batch progress',
    settled: '3 of 3 payments finished',
    failed: 'Failed',
    blocked: 'The recipient’s account is blocked.',
    completed: 'Completed',
    retry: 'Retry failed rows',
    retried: '1 failed row sent again as a new payment.',
    download: 'Download result',
  },
  {
    lng: 'es',
    format: 'csv' as const,
    title: 'Pagos masivos',
    batchName: 'Nombre del lote',
    templateCsv: 'Descargar la plantilla (CSV)',
    templateExcel: 'Descargar la plantilla (Excel)',
    unreadable: 'No se pudo leer este archivo como hoja',
    rows: 'Filas del lote',
    submit: 'Enviar a aprobación',
    clabeProblem: 'Fila 2, CLABE: No es una CLABE válida.',
    clabeCell: 'Fila 2, CLABE',
    duplicates: 'Posibles duplicados (misma CLABE, monto y referencia), filas: 1, 4',
    removeRow4: 'Quitar fila 4',
    total: 'Total en MXN:',
    submitted: (name: string) => `Lote ${name} enviado: otro administrador debe aprobarlo.`,
    openBatch: 'Abrir el lote',
    waiting: 'En espera de que otro administrador apruebe este lote.',
    approve: 'Aprobar',
    approvedBy: 'Aprobado por Andrés Villalobos',
    release: 'Liberar',
    progressLabel: 'Avance del lote',
    settled: '3 de 3 pagos terminados',
    failed: 'Fallido',
    blocked: 'La cuenta del destinatario está bloqueada.',
    completed: 'Completado',
    retry: 'Reintentar filas fallidas',
    retried: '1 fila fallida reenviada como un pago nuevo.',
    download: 'Descargar resultado',
  },
] as const;

/** The file the page hands over when `press` is done, and its bytes. */
async function downloaded(page: Page, press: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

for (const [index, words] of languages.entries()) {
  const batch = { path: '', name: `Proveedores ${words.lng} ${Date.now()}` };
  const invoice = 500 + index * 10;

  test(`${words.lng}: the maker uploads a ${words.format} sheet, fixes it in place and submits it for approval`, async ({
    page,
  }) => {
    await signInToShell(page, MAKER);
    await page.goto(`/client/bulk-payment?lng=${words.lng}`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expectNoAxeViolations(page, `bulk payments (${words.lng}): empty`);

    // The template, as CSV and as Excel, with the sheet's columns.
    const csv = await downloaded(page, () =>
      page.getByRole('link', { name: words.templateCsv }).click(),
    );
    expect(csv.name).toBe('bulk-payments-template.csv');
    expect(csv.bytes.toString('utf8').split('\n')[0]).toBe(HEADER.join(','));
    const excel = await downloaded(page, () =>
      page.getByRole('button', { name: words.templateExcel }).click(),
    );
    expect(excel.name).toBe('bulk-payments-template.xlsx');
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(
      excel.bytes.buffer.slice(
        excel.bytes.byteOffset,
        excel.bytes.byteOffset + excel.bytes.byteLength,
      ),
    );
    const firstSheet = template.worksheets[0];
    expect(firstSheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(firstSheet?.getRow(2).getCell(2).value).toBe('012180000000000002');

    const upload = page.locator('input[type="file"]');
    await upload.setInputFiles({
      name: 'pagos.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('not a workbook'),
    });
    await expect(page.getByText(words.unreadable)).toBeVisible();
    await expectNoAxeViolations(page, `bulk payments (${words.lng}): a file that is no sheet`);

    await page.getByRole('textbox', { name: words.batchName }).fill(batch.name);
    const rows = rowsOf(invoice);
    await upload.setInputFiles(
      words.format === 'xlsx'
        ? {
            name: 'pagos.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: await excelSheet(rows),
          }
        : { name: 'pagos.csv', mimeType: 'text/csv', buffer: csvSheet(rows) },
    );
    const table = page.getByRole('grid', { name: words.rows });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(page.getByText(words.unreadable)).toBeHidden();
    await expect(page.getByText(words.duplicates)).toBeVisible();
    await expect(page.getByText(words.total)).toBeVisible();
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.clabeProblem)).toBeVisible();
    await expectNoAxeViolations(page, `bulk payments (${words.lng}): problems by row and column`);

    // Fixed in place, checked again; the duplicate row removed.
    await page.getByRole('textbox', { name: words.clabeCell }).fill('012180000000000002');
    await expect(page.getByText(words.clabeProblem)).toBeHidden();
    await page.getByRole('button', { name: words.removeRow4 }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByText(words.duplicates)).toBeHidden();
    await expectNoAxeViolations(page, `bulk payments (${words.lng}): fixed`);

    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.submitted(batch.name))).toBeVisible();
    await expectNoAxeViolations(page, `bulk payments (${words.lng}): submitted`);

    await page.getByRole('link', { name: words.openBatch }).click();
    await expect(page).toHaveURL(/\/client\/bulk-payment-transactions\/\d+$/);
    batch.path = new URL(page.url()).pathname;
    await expect(page.getByText(words.waiting)).toBeVisible();
    // The one who prepared it cannot approve it.
    await expect(page.getByRole('button', { name: words.approve })).toHaveCount(0);
    await expectNoAxeViolations(page, `bulk batch (${words.lng}): awaiting approval (maker)`);
  });

  test(`${words.lng}: the other admin approves and releases; rows settle, the refused one is retried, the result downloads`, async ({
    page,
  }) => {
    expect(batch.path).not.toBe('');
    await signInToShell(page, CHECKER);
    await page.goto(`${batch.path}?lng=${words.lng}`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(batch.name)).toBeVisible();
    await expectNoAxeViolations(page, `bulk batch (${words.lng}): awaiting approval (checker)`);

    await page.getByRole('button', { name: words.approve }).click();
    await expect(page.getByText(words.approvedBy)).toBeVisible();
    await expectNoAxeViolations(page, `bulk batch (${words.lng}): approved`);

    await page.getByRole('button', { name: words.release }).click();
    const progress = page.getByRole('progressbar', { name: words.progressLabel });
    await expect(progress).toBeVisible();
    const table = page.getByRole('grid', { name: words.rows });
    await expect(table.getByRole('row')).toHaveCount(4);
    const settled = page.getByRole('status').filter({ hasText: words.settled });
    await expect(settled).toBeVisible({ timeout: 60_000 });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    const refused = table.getByRole('row', { name: /Cuenta Bloqueada/ });
    await expect(refused.getByText(words.failed)).toBeVisible();
    await expect(refused.getByText(words.blocked)).toBeVisible();
    await expect(
      table.getByRole('row', { name: /Proveedora del Norte/ }).getByText(words.completed),
    ).toBeVisible();
    await expectNoAxeViolations(page, `bulk batch (${words.lng}): settled, one row failed`);

    // Only the failed row goes again, as a new payment (a new tracking number); the same bank
    // refuses it again.
    const tracking = refused.getByRole('gridcell', { name: /^OUTLAY\d+$/ });
    const firstTracking = await tracking.textContent();
    const paidTracking = await table
      .getByRole('row', { name: /Proveedora del Norte/ })
      .getByRole('gridcell', { name: /^OUTLAY\d+$/ })
      .textContent();
    await page.getByRole('button', { name: words.retry }).click();
    await expect(page.getByText(words.retried)).toBeVisible();
    await expect(tracking).not.toHaveText(firstTracking ?? '', { timeout: 60_000 });
    await expect(settled).toBeVisible({ timeout: 60_000 });
    await expect(refused.getByText(words.failed)).toBeVisible();
    await expect(
      table
        .getByRole('row', { name: /Proveedora del Norte/ })
        .getByRole('gridcell', { name: /^OUTLAY\d+$/ }),
    ).toHaveText(paidTracking ?? '');
    await expectNoAxeViolations(page, `bulk batch (${words.lng}): failed row retried`);

    const result = await downloaded(page, () =>
      page.getByRole('button', { name: words.download }).click(),
    );
    expect(result.name).toBe(`${batch.name}.csv`);
    const lines = result.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'row,name,clabe,amount,description,reference,status,reason,tracking_number',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      new RegExp(
        `^2,Proveedora del Norte,012180000000000002,1000.00,Factura ${invoice + 1},1234568,${words.completed},,\\S+$`,
      ),
    );
    expect(lines[3]).toContain(`,${words.failed},${words.blocked},`);
  });
}
