import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { MAX_RECEIPT_BYTES } from '@outlay/rules';
import { startDashboardServer } from './support/dashboard.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { API } from './support/sign-in.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

interface ReceiptList {
  receipts: { id: string; receiptName: string; type: string; contentType: string; url: string }[];
}

const { server, admin, employee } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  employee: 'employee@demo.outlay.test',
});

const taken: number[] = [];

/** A card entry (or transfer) of `email`'s with no files, not used by another test. */
async function entryWithoutFiles(kind: 'card' | 'payment', email: string): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e JOIN users u ON u.id = e.user_id
      WHERE e.company_id = $1 AND e.kind = $2 AND u.email = $3 AND e.receipt_count = 0
        AND e.id <> ALL($4::bigint[])
      ORDER BY e.id LIMIT 1`,
    [COMPANY.northwind, kind, email, taken],
  );
  if (!row) throw new Error(`no ${kind} entry for ${email}`);
  taken.push(Number(row.id));
  return Number(row.id);
}

function upload(caller: Caller, kind: 'card' | 'payment', parts: FormPart[]) {
  const body = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: `${API}/web/${kind === 'card' ? 'transaction' : 'transfer'}/upload-receipt`,
    headers: { ...body.headers, authorization: `Bearer ${caller.session.secretToken}` },
    payload: body.payload,
  });
}

const file = (filename: string, content: Buffer): FormPart => ({
  name: 'files[]',
  filename,
  content,
});
const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante Total="10"/>\n');

describe('receipt uploads', () => {
  it('store png and jpg files of a card transaction, and list them with links that work', async () => {
    const id = await entryWithoutFiles('card', 'employee@demo.outlay.test');
    const response = await upload(employee, 'card', [
      { name: 'id', value: String(id) },
      { name: 'shouldPushReceipt', value: 'true' },
      file('lunch.png', sampleFiles.png()),
      file('Taxi.JPG', sampleFiles.jpeg()),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { receipts } = response.json<ReceiptList>();
    expect(receipts.map((r) => [r.receiptName, r.type, r.contentType])).toEqual([
      ['lunch.png', 'receipt', 'image/png'],
      ['Taxi.JPG', 'receipt', 'image/jpeg'],
    ]);
    const [pushed] = await sqlRows<{ push_to_accounting: boolean }>(
      server.db,
      'SELECT push_to_accounting FROM receipts WHERE entry_id = $1 LIMIT 1',
      [id],
    );
    expect(pushed?.push_to_accounting).toBe(true);

    const listed = await employee.call('GET', `/web/transaction/get-receipt?id=${id}`);
    expect(listed.json<ReceiptList>().receipts).toHaveLength(2);
    const download = await server.app.inject({ method: 'GET', url: receipts[0]?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="lunch.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(sampleFiles.png())).toBe(true);

    const page = await employee.call('POST', '/web/dashboard/transactions', {
      filter: 'custom',
      startDate: '2024-06-01',
      endDate: '2026-01-05',
      isReceiptAtteched: true,
      search: 'Brooks',
    });
    const found = page.json<{ total: number }>().total;
    expect(found).toBeGreaterThan(0);
  });

  it('attach invoices (pdf, xml) to a transfer', async () => {
    const id = await entryWithoutFiles('payment', 'admin@demo.outlay.test');
    const response = await upload(admin, 'payment', [
      { name: 'id', value: String(id) },
      file('factura.xml', xml),
      file('invoice.pdf', sampleFiles.pdf()),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ReceiptList>().receipts.map((r) => [r.type, r.contentType])).toEqual([
      ['invoice', 'application/xml'],
      ['invoice', 'application/pdf'],
    ]);
  });

  it('judge a file by its bytes: a renamed program, or a PNG named .pdf, is refused', async () => {
    const id = await entryWithoutFiles('card', 'employee@demo.outlay.test');
    for (const [name, content] of [
      ['receipt.pdf', sampleFiles.exe()],
      ['receipt.pdf', sampleFiles.png()],
      ['notes.txt', sampleFiles.text()],
    ] as const) {
      const response = await upload(employee, 'card', [
        { name: 'id', value: String(id) },
        file(name, content),
      ]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json<{ errors: { msg: string } }>().errors.msg).toBe(
        'Only png, jpg, jpeg, pdf and xml files can be attached.',
      );
    }
    expect(
      (await employee.call('GET', `/web/transaction/get-receipt?id=${id}`)).json<ReceiptList>()
        .receipts,
    ).toEqual([]);
  });

  it('stop a file past 10 MB while it streams, in the spec words, and keep nothing of the request', async () => {
    const id = await entryWithoutFiles('card', 'employee@demo.outlay.test');
    const response = await upload(employee, 'card', [
      { name: 'id', value: String(id) },
      file('ok.png', sampleFiles.png()),
      file('scan.pdf', sampleFiles.pdf(MAX_RECEIPT_BYTES + 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ errors: { msg: string } }>().errors.msg).toBe(
      'Oops, uploaded file size is too big. Please upload receipt with size less than 10MB.',
    );
    const [row] = await sqlRows<{ n: string }>(
      server.db,
      'SELECT count(*)::text AS n FROM receipts WHERE entry_id = $1',
      [id],
    );
    expect(row?.n).toBe('0');
  });

  it('hold at most 10 files per transaction', async () => {
    const id = await entryWithoutFiles('card', 'admin@demo.outlay.test');
    const eight = Array.from({ length: 8 }, (_, n) => file(`r${n}.pdf`, sampleFiles.pdf()));
    const first = await upload(admin, 'card', [{ name: 'id', value: String(id) }, ...eight]);
    expect(first.statusCode, first.body).toBe(201);
    const tooMany = await upload(admin, 'card', [
      { name: 'id', value: String(id) },
      file('a.pdf', sampleFiles.pdf()),
      file('b.pdf', sampleFiles.pdf()),
      file('c.pdf', sampleFiles.pdf()),
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ errors: { msg: string } }>().errors.msg).toBe(
      'A transaction holds at most 10 files.',
    );
    const two = await upload(admin, 'card', [
      { name: 'id', value: String(id) },
      file('a.pdf', sampleFiles.pdf()),
      file('b.pdf', sampleFiles.pdf()),
    ]);
    expect(two.json<ReceiptList>().receipts).toHaveLength(10);
  });

  it('replace one file when its receiptId is given', async () => {
    const id = await entryWithoutFiles('card', 'admin@demo.outlay.test');
    const first = await upload(admin, 'card', [
      { name: 'id', value: String(id) },
      file('old.pdf', sampleFiles.pdf()),
    ]);
    const old = first.json<ReceiptList>().receipts[0];
    const replaced = await upload(admin, 'card', [
      { name: 'id', value: String(id) },
      { name: 'receiptId', value: old?.id ?? '' },
      file('new.png', sampleFiles.png()),
    ]);
    expect(replaced.json<ReceiptList>().receipts.map((r) => r.receiptName)).toEqual(['new.png']);
    const gone = await server.app.inject({ method: 'GET', url: old?.url ?? '' });
    expect(gone.statusCode).toBe(404);
  });

  it('are refused on an entry the caller cannot see, or of the other kind', async () => {
    const others = await entryWithoutFiles('card', 'admin@demo.outlay.test');
    const response = await upload(employee, 'card', [
      { name: 'id', value: String(others) },
      file('a.png', sampleFiles.png()),
    ]);
    expect(response.statusCode).toBe(404);
    const payment = await entryWithoutFiles('payment', 'admin@demo.outlay.test');
    expect((await admin.call('GET', `/web/transaction/get-receipt?id=${payment}`)).statusCode).toBe(
      404,
    );
    const mexico = await callerFor(server.app, 'mx.admin@demo.outlay.test');
    expect((await mexico.call('GET', `/web/transaction/get-receipt?id=${others}`)).statusCode).toBe(
      404,
    );
  });
});
