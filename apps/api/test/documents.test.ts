// The company's documents (/document, issue 41): one list of statements, signed agreements,
// transfer confirmations, card and tax documents and the company's own uploads, within each
// role's scope and one company's; and uploads under part 2 §5's rules, once per idempotency key.
import type { CompanyDocument, CompanyDocumentPage } from '@outlay/api-client/schema';
import { MAX_COMPANY_DOCUMENT_BYTES } from '@outlay/rules';
import { describe, expect, it } from 'vitest';
import { COMPANY, DEMO_COMPANY_DOCUMENTS } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { API } from './support/sign-in.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, employee, manager, bookkeeper, mexico } = signedInSuite(
  startDashboardServer,
  {
    admin: 'admin@demo.outlay.test',
    employee: 'employee@demo.outlay.test',
    manager: 'manager@demo.outlay.test',
    bookkeeper: 'bookkeeper@demo.outlay.test',
    mexico: 'mx.admin@demo.outlay.test',
  },
);

async function list(caller: Caller, query = '', lang?: string): Promise<CompanyDocumentPage> {
  const response = await caller.call('GET', `/web/documents${query}`, undefined, { lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyDocumentPage>();
}

function upload(caller: Caller, parts: FormPart[]) {
  const body = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: `${API}/web/documents`,
    headers: {
      ...body.headers,
      authorization: `Bearer ${caller.session.secretToken}`,
      'accept-language': 'es',
    },
    payload: body.payload,
  });
}

/** Any upload's id: a forged link to it is refused before anything is read. */
const DEMO_UPLOAD_ID = '00000000-0000-4000-8000-000000000000';

const pdf = (filename: string, content = sampleFiles.pdf()): FormPart => ({
  name: 'file',
  filename,
  content,
});

describe('the documents list', () => {
  it('gives an admin every kind of the company’s documents, newest first, with the uploads’ states', async () => {
    const page = await list(admin, '?pageSize=100');
    expect(page.total).toBeGreaterThan(DEMO_COMPANY_DOCUMENTS.length);
    for (const kind of ['statement', 'agreement', 'transfer-confirmation', 'card'] as const) {
      const ofKind = await list(admin, `?kind=${kind}`);
      expect(ofKind.total, kind).toBeGreaterThan(0);
      expect(ofKind.documents.every((document) => document.kind === kind)).toBe(true);
    }
    const dates = page.documents.map((document) => document.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const uploads = await list(admin, '?kind=upload');
    expect(uploads.documents.map((document) => [document.name, document.status])).toEqual([
      ['form-w9.pdf', 'pending'],
      ['utility-bill-2026-11.pdf', 'pending'],
      ['utility-bill-2025-06.pdf', 'rejected'],
      ['articles-of-incorporation.pdf', 'approved'],
    ]);
    const rejected = uploads.documents.find((document) => document.status === 'rejected');
    expect(rejected?.rejectionReason).toMatch(/older than 90 days/);
    expect(rejected?.signer).toBe('Avery Collins');
    expect(rejected?.category).toBe('proof-of-address');
  });

  it('searches names and signers in any case, and in the reader’s language', async () => {
    const found = await list(admin, '?search=UTILITY-bill');
    expect(found.documents.map((document) => document.name).sort()).toEqual([
      'utility-bill-2025-06.pdf',
      'utility-bill-2026-11.pdf',
    ]);
    // "Comprobante de domicilio" is proof of address in Spanish.
    const spanish = await list(admin, `?search=${encodeURIComponent('comprobante de domicilio')}`);
    expect(spanish.total).toBe(2);
    // A % is looked for as typed, not as a wildcard.
    expect((await list(admin, '?search=%25')).total).toBe(0);
  });

  it('pages with caps the contract enforces', async () => {
    const first = await list(admin, '?pageSize=2');
    const second = await list(admin, '?pageSize=2&page=2');
    expect(first.documents).toHaveLength(2);
    expect(first.pages).toBe(Math.ceil(first.total / 2));
    expect(second.documents[0]?.id).not.toBe(first.documents[0]?.id);
    for (const query of ['?pageSize=101', '?pageSize=0', '?page=0', '?kind=receipts']) {
      const response = await admin.call('GET', `/web/documents${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('gives a manager and an employee only their own documents, and a bookkeeper none', async () => {
    for (const caller of [employee, manager]) {
      const page = await list(caller, '?pageSize=100');
      const kinds = new Set(page.documents.map((document) => document.kind));
      expect(kinds.has('statement')).toBe(false);
      expect(kinds.has('tax')).toBe(false);
      expect(page.documents.filter((document) => document.kind === 'upload')).toEqual([]);
    }
    const own = await list(employee, '?kind=card');
    const [holder] = await sqlRows<{ name: string }>(
      server.db,
      `SELECT first_name || ' ' || last_name AS name FROM users WHERE email = 'employee@demo.outlay.test'`,
    );
    expect(own.documents.every((document) => document.signer === holder?.name)).toBe(true);
    const refused = await bookkeeper.call('GET', '/web/documents');
    expect(refused.statusCode).toBe(404);
  });

  it('keeps every company to its own documents: another company’s id answers 404', async () => {
    const [northwindUpload] = (await list(admin, '?kind=upload')).documents;
    const mexican = await list(mexico, '?kind=upload');
    expect(mexican.documents.some((document) => document.id === northwindUpload?.id)).toBe(false);
    // A CFDI the SAT sync brought to the Mexican company: its tax document, nobody else's.
    await sqlRows(
      server.db,
      `INSERT INTO sat_invoices (company_id, currency, invoice_uuid, issued_at, issuer_name,
         issuer_rfc, paid_amount, payment_type, retrieved_at, storage_key, total)
       VALUES ($1, 'MXN', '5d1b2c3a-4e5f-4a6b-9c8d-7e6f5a4b3c2d', '2025-12-10T12:00:00Z',
         'Papelería del Centro', 'PDC010101AB1', 1160, 'PUE', now(),
         'sat/test/5d1b2c3a-4e5f-4a6b-9c8d-7e6f5a4b3c2d', 1160) RETURNING id`,
      [COMPANY.mexico],
    );
    const tax = await list(mexico, '?kind=tax&search=papeler%C3%ADa');
    expect(tax.documents.map((document) => document.name)).toEqual(['Papelería del Centro']);
    expect((await list(admin, '?kind=tax')).total).toBe(0);
    const taxAcross = await admin.call(
      'GET',
      '/web/documents/tax/5d1b2c3a-4e5f-4a6b-9c8d-7e6f5a4b3c2d/download',
    );
    expect(taxAcross.statusCode).toBe(404);
    const across = await mexico.call(
      'GET',
      `/web/documents/upload/${northwindUpload?.id ?? ''}/download`,
    );
    expect(across.statusCode).toBe(404);
    const [statement] = (await list(admin, '?kind=statement')).documents;
    const statementAcross = await mexico.call(
      'GET',
      `/web/documents/statement/${statement?.id ?? ''}/download`,
    );
    expect(statementAcross.statusCode).toBe(404);
    const ownStatement = await employee.call(
      'GET',
      `/web/documents/statement/${statement?.id ?? ''}/download`,
    );
    expect(ownStatement.statusCode).toBe(404);
  });

  it('downloads each kind through a link that opens it', async () => {
    // The seed stores no bytes for its uploads here: a new upload's download is checked below.
    for (const kind of ['statement', 'transfer-confirmation', 'card'] as const) {
      const [document] = (await list(admin, `?kind=${kind}`)).documents;
      const link = await admin.call('GET', `/web/documents/${kind}/${document?.id ?? ''}/download`);
      expect(link.statusCode, `${kind}: ${link.body}`).toBe(200);
      const file = await server.app.inject({
        method: 'GET',
        url: link.json<{ url: string }>().url,
      });
      expect(file.statusCode, kind).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1'), kind).toBe('%PDF-');
    }
    const forged = await server.app.inject({
      method: 'GET',
      url: `/api/v2/web/documents/file/${DEMO_UPLOAD_ID}?expires=9999999999&signature=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('uploading a document', () => {
  it('stores a PDF as Pending, listed first and downloadable byte for byte', async () => {
    const content = sampleFiles.pdf(4096);
    const response = await upload(employee, [
      { name: 'category', value: 'tax-form' },
      pdf('W-8BEN.PDF', content),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<CompanyDocument>();
    expect(document).toMatchObject({
      kind: 'upload',
      name: 'W-8BEN.PDF',
      status: 'pending',
      rejectionReason: null,
      category: 'tax-form',
      sizeBytes: 4096,
    });
    const mine = await list(employee, '?kind=upload');
    expect(mine.documents.map((row) => row.id)).toEqual([document.id]);
    const link = await employee.call('GET', `/web/documents/upload/${document.id}/download`);
    const file = await server.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="W-8BEN.PDF"/);
    expect(file.rawPayload.equals(content)).toBe(true);
    // The admin sees it too; the manager, who did not upload it, does not.
    expect((await list(admin, '?kind=upload')).documents[0]?.id).toBe(document.id);
    const managers = await manager.call('GET', `/web/documents/upload/${document.id}/download`);
    expect(managers.statusCode).toBe(404);
  });

  it('takes png and jpg files, and refuses a bad type with a message in the user’s language', async () => {
    for (const [name, content] of [
      ['lease.png', sampleFiles.png()],
      ['lease.JPG', sampleFiles.jpeg()],
    ] as const) {
      const response = await upload(admin, [
        { name: 'category', value: 'proof-of-address' },
        pdf(name, content),
      ]);
      expect(response.statusCode, name).toBe(201);
    }
    const before = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM company_documents WHERE company_id = $1',
      [COMPANY.northwind],
    );
    for (const [name, content] of [
      ['papers.pdf', sampleFiles.exe()],
      ['papers.pdf', sampleFiles.png()],
      ['notes.txt', sampleFiles.text()],
      ['factura.xml', Buffer.from('<?xml version="1.0"?>\n<cfdi:Comprobante/>\n')],
    ] as const) {
      const response = await upload(admin, [
        { name: 'category', value: 'incorporation' },
        pdf(name, content),
      ]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json<{ errors: { msg: string } }>().errors.msg).toBe(
        'Solo se permiten estos tipos de archivo: png, jpg, jpeg, pdf.',
      );
    }
    const after = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM company_documents WHERE company_id = $1',
      [COMPANY.northwind],
    );
    expect(after).toEqual(before);
  });

  it('refuses a file over 10 MB, and takes one of exactly 10 MB', async () => {
    const over = await upload(admin, [
      { name: 'category', value: 'incorporation' },
      pdf('big.pdf', sampleFiles.pdf(MAX_COMPANY_DOCUMENT_BYTES + 1)),
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json<{ errors: { msg: string } }>().errors.msg).toBe(
      'El archivo no puede pesar más de 10mb',
    );
    const exact = await upload(admin, [
      { name: 'category', value: 'incorporation' },
      pdf('exact.pdf', sampleFiles.pdf(MAX_COMPANY_DOCUMENT_BYTES)),
    ]);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses an upload without a category or a file', async () => {
    const noCategory = await upload(admin, [pdf('a.pdf')]);
    expect(noCategory.statusCode).toBe(400);
    const noFile = await upload(admin, [{ name: 'category', value: 'incorporation' }]);
    expect(noFile.statusCode).toBe(400);
  });

  it('answers 400 to a body cut off just inside its file, arriving whole (it used to hang)', async () => {
    const body = multipartBody([
      { name: 'category', value: 'tax-form' },
      { name: 'file', filename: 'c.pdf', content: sampleFiles.pdf() },
    ]);
    const fileStarts = body.payload.indexOf('\r\n\r\n%PDF') + 4;
    for (const cut of [fileStarts, fileStarts + 5]) {
      const response = await server.app.inject({
        method: 'POST',
        url: `${API}/web/documents`,
        headers: { ...body.headers, authorization: `Bearer ${admin.session.secretToken}` },
        payload: body.payload.subarray(0, cut),
      });
      expect(response.statusCode, `cut at byte ${cut}`).toBe(400);
    }
  });

  it('makes one document of 16 identical uploads sent at once with one idempotency key', async () => {
    const key = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
    const parts: FormPart[] = [
      { name: 'category', value: 'incorporation' },
      { name: 'idempotencyKey', value: key },
      pdf('bylaws.pdf'),
    ];
    const responses = await Promise.all(Array.from({ length: 16 }, () => upload(admin, parts)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
    const ids = new Set(responses.map((response) => response.json<CompanyDocument>().id));
    expect(ids.size).toBe(1);
    const rows = await sqlRows<{ count: number }>(
      server.db,
      'SELECT count(*)::int AS count FROM company_documents WHERE company_id = $1 AND idempotency_key = $2',
      [COMPANY.northwind, key],
    );
    expect(rows).toEqual([{ count: 1 }]);
    // The same key in another company is another upload.
    const elsewhere = await upload(mexico, parts);
    expect(elsewhere.statusCode).toBe(201);
  });
});
