// Outlay's review of a company upload (issue 41): every upload is queued for the reviewer on the
// job queue, which approves a readable file of the kind it claims and rejects the others with
// the reason in the uploader's language; the uploader is told (in the app and by email). 16
// identical uploads at once are one document with one review.
import type { CompanyDocument, CompanyDocumentPage } from '@outlay/api-client/schema';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { REVIEW_QUEUE, sandboxReviewer } from '../src/documents/review.js';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { API } from './support/sign-in.js';
import type { Caller } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const { server, employee, mexico } = signedInSuite(startDashboardServer, {
  employee: 'employee@demo.outlay.test',
  mexico: 'mx.admin@demo.outlay.test',
});
const PARALLEL = 16;

async function realPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.text('Articles of incorporation');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const image = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

function upload(caller: Caller, file: FormPart, category = 'incorporation', key?: string) {
  const body = multipartBody([
    { name: 'category', value: category },
    ...(key === undefined ? [] : [{ name: 'idempotencyKey', value: key }]),
    file,
  ]);
  return server.app.inject({
    method: 'POST',
    url: `${API}/web/documents`,
    headers: { ...body.headers, authorization: `Bearer ${caller.session.secretToken}` },
    payload: body.payload,
  });
}

async function reviewed(caller: Caller, id: string): Promise<CompanyDocument> {
  return waitFor(async () => {
    const page = (
      await caller.call('GET', '/web/documents?kind=upload&pageSize=100')
    ).json<CompanyDocumentPage>();
    const found = page.documents.find((document) => document.id === id);
    return found && found.status !== 'pending' ? found : undefined;
  });
}

const notices = (companyId: number, email: string) =>
  sqlRows<{ details: { name?: string; documentStatus?: string; reason?: string } }>(
    server.db,
    `SELECT n.details FROM in_app_notifications n JOIN users u ON u.id = n.user_id
      WHERE n.company_id = $1 AND u.email = $2 AND n.kind = 'documents' ORDER BY n.id`,
    [companyId, email],
  );

describe(`Outlay's review of an upload (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('approves a readable PDF and tells the uploader', async () => {
    const response = await upload(employee, {
      name: 'file',
      filename: 'articles.pdf',
      content: await realPdf(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json<CompanyDocument>();
    expect(uploaded.status).toBe('pending');
    const done = await reviewed(employee, uploaded.id);
    expect(done.status).toBe('approved');
    expect(done.rejectionReason).toBeNull();
    const told = await waitFor(async () => {
      const rows = await notices(COMPANY.northwind, 'employee@demo.outlay.test');
      return rows.find((row) => row.details.name === 'articles.pdf');
    });
    expect(told.details.documentStatus).toBe('approved');
  });

  it('rejects a file it cannot read, and a picture too small, with the reason in the uploader’s language', async () => {
    const broken = await upload(mexico, {
      name: 'file',
      filename: 'acta.pdf',
      content: sampleFiles.pdf(),
    });
    const tiny = await upload(
      mexico,
      { name: 'file', filename: 'comprobante.png', content: await image(120) },
      'proof-of-address',
    );
    const clear = await upload(
      mexico,
      { name: 'file', filename: 'domicilio.png', content: await image(900) },
      'proof-of-address',
    );
    const [brokenDone, tinyDone, clearDone] = await Promise.all(
      [broken, tiny, clear].map((answer) => reviewed(mexico, answer.json<CompanyDocument>().id)),
    );
    expect(brokenDone?.status).toBe('rejected');
    expect(brokenDone?.rejectionReason).toMatch(/No se pudo leer el archivo/);
    expect(tinyDone?.status).toBe('rejected');
    expect(tinyDone?.rejectionReason).toMatch(/demasiado pequeña/);
    expect(clearDone?.status).toBe('approved');
    const told = await waitFor(async () => {
      const rows = await notices(COMPANY.mexico, 'mx.admin@demo.outlay.test');
      return rows.length >= 3 ? rows : undefined;
    });
    const rejection = told.find((row) => row.details.name === 'acta.pdf');
    expect(rejection?.details.documentStatus).toBe('rejected');
    expect(rejection?.details.reason).toMatch(/No se pudo leer/);
  });

  it('reviews 16 identical uploads sent at once once', async () => {
    const key = '5d1b9a3e-6f0c-4c55-9a43-2f3f8d7e1b20';
    const content = await realPdf();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        upload(employee, { name: 'file', filename: 'w9.pdf', content }, 'tax-form', key),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.json<CompanyDocument>().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    await reviewed(employee, id ?? '');
    const [jobs] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM background_jobs j
         JOIN company_documents d ON d.company_id = j.company_id AND j.subject_id = d.id::text
        WHERE j.queue = $1 AND d.public_id = $2`,
      [REVIEW_QUEUE, id],
    );
    expect(jobs?.n).toBe(1);
  });
});

describe('the sandbox reviewer’s rule', () => {
  const reviewer = sandboxReviewer({ latencyMs: 0 });

  it('rejects bytes that are not the kind stored', async () => {
    const verdict = await reviewer.review({
      bytes: await image(600),
      contentType: 'application/pdf',
    });
    expect(verdict).toEqual({ status: 'rejected', code: 'kindMismatch' });
  });

  it('rejects an image whose header decodes but whose data is cut off', async () => {
    const whole = await image(600);
    const verdict = await reviewer.review({
      bytes: whole.subarray(0, Math.floor(whole.length / 2)),
      contentType: 'image/png',
    });
    expect(verdict).toEqual({ status: 'rejected', code: 'unreadable' });
  });
});
