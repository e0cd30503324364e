// Security probe, exports carry what users expect: the CSV, Excel and PDF files lacked the memo
// (a transfer's description), whether a receipt is attached and the category. And the formula
// escaping of = + - @, tab and carriage return was only tested through a card's name, which no
// user can type: it is tested here through the memo, which every user edits in the drawer.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/seed/index.js';
import { startDashboardServer } from '../support/dashboard.js';
import { pdfText } from '../support/pdf-text.js';
import { type Caller, callerFor } from '../support/signed-in-calls.js';
import type { TestServer } from '../support/test-server.js';
import { sqlRows } from '../support/sql-rows.js';

let server: TestServer;
let admin: Caller;

/** What a user might type, and what a spreadsheet must show instead of running it. */
const HOSTILE: [typed: string, shown: string][] = [
  ['=HYPERLINK("https://evil.example","Click")', `'=HYPERLINK("https://evil.example","Click")`],
  ['+1 555 0100 call me', `'+1 555 0100 call me`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
  ['\tcmd /c calc', `'\tcmd /c calc`],
  ['\rcmd /c calc', `'\rcmd /c calc`],
];

interface Marked {
  id: number;
  kind: 'card' | 'payment';
  typed: string;
  shown: string;
}
const marked: Marked[] = [];
let noReceipt: { id: number; category: string } | undefined;

/** The range every marked entry is in: a custom range around them. */
let range: { filter: 'custom'; startDate: string; endDate: string };

beforeAll(async () => {
  server = await startDashboardServer();
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
  const cards = await sqlRows<{ id: string; day: string }>(
    server.db,
    `SELECT e.id::text, to_char(e.occurred_at, 'YYYY-MM-DD') AS day FROM entries e
      WHERE e.company_id = $1 AND e.kind = 'card' ORDER BY e.occurred_at DESC, e.id LIMIT $2`,
    [COMPANY.northwind, HOSTILE.length - 1],
  );
  const [transfer] = await sqlRows<{ id: string; day: string }>(
    server.db,
    `SELECT e.id::text, to_char(e.occurred_at, 'YYYY-MM-DD') AS day FROM entries e
      WHERE e.company_id = $1 AND e.kind = 'payment' ORDER BY e.occurred_at DESC, e.id LIMIT 1`,
    [COMPANY.northwind],
  );
  if (!transfer || cards.length < HOSTILE.length - 1) throw new Error('no entries to mark');
  const targets = [
    ...cards.map((row) => ({ ...row, kind: 'card' as const })),
    { ...transfer, kind: 'payment' as const },
  ];
  for (const [index, target] of targets.entries()) {
    const [typed, shown] = HOSTILE[index] ?? ['', ''];
    // Through the drawer's own memo calls, as a user saves it.
    const saved =
      target.kind === 'card'
        ? await admin.call('POST', '/web/transaction/edit-memo', {
            id: Number(target.id),
            memo: typed,
          })
        : await admin.call('POST', '/web/transfer/edit-memo', {
            id: Number(target.id),
            description: typed,
          });
    expect(saved.statusCode, saved.body).toBe(200);
    marked.push({ id: Number(target.id), kind: target.kind, typed, shown });
  }
  const days = targets.map((target) => target.day).sort();
  range = { filter: 'custom', startDate: days[0] ?? '', endDate: days.at(-1) ?? '' };
  const [bare] = await sqlRows<{ id: string; labels: string[] }>(
    server.db,
    `SELECT e.id::text, m.category_labels AS labels FROM entries e
       JOIN card_transactions ct ON ct.entry_id = e.id JOIN merchants m ON m.id = ct.merchant_id
      WHERE e.company_id = $1 AND e.receipt_count = 0 AND cardinality(m.category_labels) > 0
        AND e.id = ANY($2::bigint[])
      LIMIT 1`,
    [COMPANY.northwind, marked.map((entry) => entry.id)],
  );
  if (bare) noReceipt = { id: Number(bare.id), category: bare.labels.join(', ') };
}, 120_000);
afterAll(() => server.close());

async function exportFile(type: 'csv' | 'excel' | 'pdf') {
  const created = await admin.call('POST', '/web/dashboard/exports', { ...range, type });
  expect(created.statusCode, created.body).toBe(200);
  const file = await server.app.inject({ url: created.json<{ url: string }>().url });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe('the CSV', () => {
  it('has the memo, category and receipt columns, the memos escaped', async () => {
    const rows = parse<Record<string, string>>(await exportFile('csv'), {
      bom: true,
      columns: true,
      relax_quotes: true,
    });
    expect(Object.keys(rows[0] ?? {})).toEqual(
      expect.arrayContaining(['Memo', 'Category', 'Receipt']),
    );
    const memos = rows.map((row) => row.Memo);
    for (const entry of marked) expect(memos).toContain(entry.shown);
    for (const memo of memos) expect(memo ?? '').not.toMatch(/^[=+\-@\t\r]/);
    for (const row of rows) {
      expect(row.Receipt).toBe(Number(row.Receipts) > 0 ? 'Attached' : 'Not attached');
    }
    if (noReceipt) {
      expect(rows).toContainEqual(
        expect.objectContaining({ Category: noReceipt.category, Receipt: 'Not attached' }),
      );
    }
  });
});

describe('the Excel workbook', () => {
  it('has the memos as text that cannot run', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await exportFile('excel')).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const memoColumn = header.indexOf('Memo');
    expect(memoColumn).toBeGreaterThan(0);
    expect(header).toContain('Category');
    expect(header).toContain('Receipt');
    const memos: unknown[] = [];
    const types = new Set<ExcelJS.ValueType>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cell = row.getCell(memoColumn);
      memos.push(cell.value);
      if (cell.value !== null) types.add(cell.type);
    });
    // As typed, as Excel shows text typed after an apostrophe: a text cell is never a formula,
    // so no apostrophe is added to show up in it. XML reads a carriage return back as a line
    // feed.
    for (const entry of marked) expect(memos).toContain(entry.typed.replace(/\r/g, '\n'));
    for (const entry of marked) expect(memos).not.toContain(entry.shown.replace(/\r/g, '\n'));
    // Text cells, never formulas.
    expect([...types]).toEqual([ExcelJS.ValueType.String]);
  });
});

describe('the PDF', () => {
  it('shows the memo as typed, with the category and receipt columns', async () => {
    const text = pdfText(await exportFile('pdf'));
    expect(text).toContain('Memo');
    expect(text).toContain('Category');
    expect(text).toContain('Receipt');
    expect(text).toContain('@SUM(A1:A9)');
  });
});
