import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { safeCell } from '../src/dashboard/exports/export-cells.js';
import { EXPORT_BATCH } from '../src/dashboard/exports/entry-batches.js';
import { listAs, startDashboardServer } from './support/dashboard.js';
import { pdfText } from './support/pdf-text.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, employee } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  employee: 'employee@demo.outlay.test',
});

// More than one batch of rows, so the keyset paging between batches is exercised.
const QUARTER = { filter: 'custom', startDate: '2025-10-01', endDate: '2025-12-31' } as const;

async function exportFile(caller: Caller, body: Record<string, unknown>) {
  const created = await caller.call('POST', '/web/dashboard/exports', body);
  expect(created.statusCode, created.body).toBe(200);
  const { url } = created.json<{ url: string }>();
  const file = await server.app.inject({ method: 'GET', url });
  expect(file.statusCode, file.body).toBe(200);
  return { url, file };
}

describe('cells', () => {
  it('get an apostrophe when a spreadsheet would run them, and numbers stay numbers', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(safeCell('+1 555')).toBe(`'+1 555`);
    expect(safeCell('-2+3')).toBe(`'-2+3`);
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(safeCell('\tcmd')).toBe(`'\tcmd`);
    expect(safeCell('\rcmd')).toBe(`'\rcmd`);
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('Uber')).toBe('Uber');
  });
});

describe('exports', () => {
  it('writes every matching row to a CSV, in order', async () => {
    const total = (await listAs(admin, QUARTER)).total;
    expect(total).toBeGreaterThan(EXPORT_BATCH);
    const { file } = await exportFile(admin, { ...QUARTER, type: 'csv' });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-2025-10-01-to-2025-12-31.csv"/,
    );
    const rows = parse<Record<string, string>>(file.rawPayload, { bom: true, columns: true });
    expect(rows).toHaveLength(total);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Date',
      'Merchant',
      'Category',
      'Memo',
      'Type',
      'Status',
      'User',
      'Card',
      'Amount',
      'Currency',
      'Local amount',
      'Local currency',
      'Receipt',
      'Receipts',
    ]);
    const dates = rows.map((row) => row.Date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) expect(row.Merchant).not.toMatch(/^[=+@\t\r]/);
  });

  it('escapes what people typed that a spreadsheet would run', async () => {
    const hostile = '=HYPERLINK("https://evil.example","Click")';
    await sqlRows(
      server.db,
      `UPDATE cards SET name = $1 WHERE id IN (SELECT card_id FROM entries WHERE company_id = 1 AND card_id IS NOT NULL AND occurred_at >= '2025-12-01' LIMIT 1)`,
      [hostile],
    );
    const { file } = await exportFile(admin, { ...QUARTER, type: 'csv' });
    const rows = parse<Record<string, string>>(file.rawPayload, { bom: true, columns: true });
    const escaped = rows.filter((row) => (row.Card ?? '').includes('HYPERLINK'));
    expect(escaped.length).toBeGreaterThan(0);
    for (const row of escaped) expect(row.Card?.startsWith(`'=HYPERLINK`)).toBe(true);
  });

  it('writes an Excel workbook that opens, with numbers as numbers', async () => {
    const { file } = await exportFile(admin, { search: 'uber', type: 'excel' });
    expect(file.headers['content-disposition']).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Merchant');
    const total = (await listAs(admin, { search: 'uber' })).total;
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(total);
    expect(typeof sheet?.getRow(2).getCell(9).value).toBe('number');
  });

  it('writes a PDF with the title, the period and the rows, in the caller language', async () => {
    const created = await admin.call(
      'POST',
      '/web/dashboard/exports',
      { filter: 'last7Days', type: 'pdf' },
      { lang: 'es' },
    );
    const file = await server.app.inject({
      method: 'GET',
      url: created.json<{ url: string }>().url,
    });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Transacciones - Northwind Supply');
    expect(text).toContain('Del 2025-12-30 al 2026-01-05');
    expect(text).toContain('Comercio');
    const first = (await listAs(admin, { filter: 'last7Days' })).transactions[0];
    const title =
      first?.type === 'card'
        ? (first.transaction.merchant?.merchant_clean_detail.cleanName ?? '')
        : '';
    if (title !== '') expect(text).toContain(title);
  });

  it("exports only what the caller may see: an employee's file has their rows alone", async () => {
    const { file } = await exportFile(employee, { ...QUARTER, type: 'csv' });
    const rows = parse<Record<string, string>>(file.rawPayload, { bom: true, columns: true });
    expect(rows.length).toBe((await listAs(employee, QUARTER)).total);
    for (const row of rows) expect(row.User).toBe('Ethan Brooks');
  });

  it('refuses a link whose signature was changed, or whose time is up', async () => {
    const { url } = await exportFile(admin, { filter: 'last7Days', type: 'csv' });
    const tampered = url.replace(
      /signature=([A-Za-z0-9_-])/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    const refused = await server.app.inject({ method: 'GET', url: tampered });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errors: { msg: string } }>().errors.msg).toBe(
      'This link seems to be expired or invalid.',
    );
    server.clock.advanceSeconds(11 * 60);
    const expired = await server.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(403);
  });
});
