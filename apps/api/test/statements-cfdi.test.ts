// The statement's CFDI (issue 41): a Mexican company's closed MXN statement with fees gets a
// CFDI 4.0 from Outlay (the company's RFC as receptor, one concepto per fee with its IVA, in
// whole centavos), stamped by the PAC's sandbox on the job queue, whose first try fails and is
// retried; its XML and PDF download from the statement and it is listed in Documents as a tax
// document. 16 readers closing the same cycles at once issue one CFDI per statement.
import type { CompanyDocumentPage, Statement, StatementList } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { JobRefusal } from '../src/jobs/job-refusal.js';
import { COMPANY } from '../src/seed/index.js';
import {
  OUTLAY_MX_ISSUER,
  cfdiTotals,
  readCfdiXml,
  receptorName,
} from '../src/statements/cfdi-document.js';
import { sandboxPac } from '../src/statements/cfdi-pac.js';
import { CFDI_QUEUE } from '../src/statements/cfdi.js';
import { startDashboardServer } from './support/dashboard.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const { server, mexico, admin } = signedInSuite(startDashboardServer, {
  mexico: 'mx.admin@demo.outlay.test',
  admin: 'admin@demo.outlay.test',
});
const PARALLEL = 16;
/** Mexico City's November cycle (the seed's now is 2026-01-05). */
const NOVEMBER = '2025-11-01-MXN';

let nextEntry = 9_700_000;

/** A late-payment penalty (IVA included) posted in a cycle that has not been read yet. */
async function addPenalty(postedAt: string, amount: string) {
  nextEntry += 1;
  await sqlRows(
    server.db,
    `INSERT INTO entries (id, company_id, kind, occurred_at, posted_at, state, amount, title, search)
     VALUES ($1, $2, 'card', $3, $3, 'posted', $4, 'Late payment fee', to_tsvector('simple', 'late'))`,
    [nextEntry, COMPANY.mexico, postedAt, amount],
  );
  await sqlRows(
    server.db,
    `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
       transaction_status, transaction_amount, currency)
     VALUES ($1, $2, 'late-payment-penalty', 'debit', 'posted', $3, 'MXN')`,
    [nextEntry, COMPANY.mexico, amount],
  );
}

async function statements(): Promise<Statement[]> {
  const response = await mexico.call('GET', '/web/statement/list');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatementList>().statements;
}

async function fetchLink(id: string, format: string) {
  const link = await mexico.call('GET', `/web/statement/${id}/download?format=${format}`);
  if (link.statusCode !== 200) return { status: link.statusCode, body: '', type: '' };
  const file = await server.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
  return { status: file.statusCode, body: file.body, type: String(file.headers['content-type']) };
}

describe(`the statement's CFDI (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('issues one CFDI per statement with fees, however many readers close the cycles at once', async () => {
    // Two fees in November (IVA included): 780.00 and 39.00 MXN.
    await addPenalty('2025-11-10T18:00:00Z', '780.00');
    await addPenalty('2025-11-20T18:00:00Z', '39.00');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => mexico.call('GET', '/web/statement/list')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const rows = await sqlRows<{ statement_id: number; n: number }>(
      server.db,
      `SELECT statement_id, count(*)::int AS n FROM statement_cfdis WHERE company_id = $1
        GROUP BY statement_id`,
      [COMPANY.mexico],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    const [jobs] = await sqlRows<{ n: number }>(
      server.db,
      `SELECT count(*)::int AS n FROM background_jobs WHERE company_id = $1 AND queue = $2`,
      [COMPANY.mexico, CFDI_QUEUE],
    );
    expect(jobs?.n).toBe(rows.length);
  });

  it('is stamped after the PAC fails once, with the company as receptor and the fees as conceptos', async () => {
    const pending = (await statements()).find((statement) => statement.id === NOVEMBER);
    expect(pending?.cfdi?.status).toMatch(/pending|stamped/);
    // Before it is stamped its files answer 404; after, they download.
    const stamped = await waitFor(async () => {
      const found = (await statements()).find((statement) => statement.id === NOVEMBER);
      return found?.cfdi?.status === 'stamped' ? found : undefined;
    });
    const cfdi = stamped.cfdi;
    expect(cfdi?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(cfdi?.total).toBe(stamped.feesAndPenalties);
    const [job] = await sqlRows<{ attempts: number }>(
      server.db,
      `SELECT j.attempts FROM background_jobs j JOIN statement_cfdis c ON c.job_id = j.id::text
         JOIN statements s ON s.id = c.statement_id
        WHERE c.company_id = $1 AND s.period_start = '2025-11-01'`,
      [COMPANY.mexico],
    );
    expect(job?.attempts).toBeGreaterThanOrEqual(2);

    const xml = await fetchLink(NOVEMBER, 'cfdi-xml');
    expect(xml.status).toBe(200);
    expect(xml.type).toContain('application/xml');
    const read = readCfdiXml(xml.body);
    expect(read.version).toBe('4.0');
    expect(read.issuerRfc).toBe(OUTLAY_MX_ISSUER.rfc);
    expect(read.receptorRfc).toBe('CAL190312AB4');
    // CFDI 4.0 names the receptor without its corporate form.
    expect(read.receptorName).toBe('COMERCIALIZADORA ALTIPLANO');
    expect(read.uuid?.toLowerCase()).toBe(cfdi?.uuid);
    // Every concepto's base plus its IVA is its fee, and the total is the statement's fees.
    const centavos = (text: string | undefined) => Math.round(Number(text) * 100);
    const fees = read.conceptos.map((concepto) => centavos(concepto.Importe));
    expect(fees.length).toBeGreaterThanOrEqual(2);
    expect(centavos(read.total)).toBe(stamped.feesAndPenalties);
    expect(fees.reduce((sum, fee) => sum + fee, 0)).toBe(centavos(read.subtotal));

    const pdf = await fetchLink(NOVEMBER, 'cfdi-pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('is listed in Documents as a tax document, its link the XML', async () => {
    const page = await mexico.call('GET', '/web/documents?kind=tax&search=EC-');
    expect(page.statusCode, page.body).toBe(200);
    const found = page
      .json<CompanyDocumentPage>()
      .documents.find((document) => document.id === `cfdi-${NOVEMBER}`);
    expect(found?.kind).toBe('tax');
    const link = await mexico.call('GET', `/web/documents/tax/cfdi-${NOVEMBER}/download`);
    expect(link.statusCode, link.body).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(readCfdiXml(file.body).uuid).toBeDefined();
    // Another company's CFDI is not the viewer's.
    const foreign = await admin.call('GET', `/web/documents/tax/cfdi-${NOVEMBER}/download`);
    expect(foreign.statusCode).toBe(404);
  });

  it('gives a company outside Mexico none, and a statement without a stamped one answers 404', async () => {
    const list = await admin.call('GET', '/web/statement/list');
    const northwind = list.json<StatementList>().statements;
    expect(northwind.some((statement) => statement.cfdi !== undefined)).toBe(false);
    const closed = northwind.find((statement) => statement.state !== 'open');
    const link = await admin.call(
      'GET',
      `/web/statement/${closed?.id ?? ''}/download?format=cfdi-xml`,
    );
    expect(link.statusCode).toBe(404);
  });

  it('never changes once stamped', async () => {
    await expect(
      sqlRows(server.db, `UPDATE statement_cfdis SET xml = 'x' WHERE company_id = $1`, [
        COMPANY.mexico,
      ]),
    ).rejects.toThrow(/never changes/);
  });
});

describe('CFDI arithmetic and the PAC sandbox', () => {
  it('splits each fee into base and IVA in whole centavos that add up to the fee', () => {
    const totals = cfdiTotals([
      { description: 'a', amountMinor: 3900 },
      { description: 'b', amountMinor: 1 },
      { description: 'c', amountMinor: 78_000 },
    ]);
    expect(totals.conceptos.map((c) => [c.baseMinor, c.taxMinor])).toEqual([
      [3362, 538],
      [1, 0],
      [67_241, 10_759],
    ]);
    expect(totals.totalMinor).toBe(81_901);
    expect(totals.subtotalMinor + totals.taxMinor).toBe(totals.totalMinor);
  });

  it('names the receptor without its corporate form', () => {
    expect(receptorName('Comercializadora Altiplano S.A. de C.V.')).toBe(
      'COMERCIALIZADORA ALTIPLANO',
    );
    expect(receptorName('Grupo Norte, S.A.P.I. de C.V.')).toBe('GRUPO NORTE');
  });

  it('fails a first try, stamps the retry, answers the same UUID again, and refuses a generic RFC', async () => {
    const pac = sandboxPac({ latencyMs: 0, now: () => new Date('2026-01-05T12:00:00Z') });
    const xml = (rfc: string, folio: string) =>
      `<?xml version="1.0"?><cfdi:Comprobante Version="4.0" Serie="EC" Folio="${folio}"><cfdi:Emisor Rfc="OSF190101AB1"/><cfdi:Receptor Rfc="${rfc}"/></cfdi:Comprobante>`;
    await expect(pac.stamp(xml('CAL190312AB4', '1'))).rejects.toThrow(/503/);
    const first = await pac.stamp(xml('CAL190312AB4', '1'));
    expect(first.stampedAt).toBe('2026-01-05T06:00:00');
    expect((await pac.stamp(xml('CAL190312AB4', '1'))).uuid).toBe(first.uuid);
    const refused = await pac.stamp(xml('XAXX010101000', '2')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(JobRefusal);
    expect((refused as JobRefusal).code).toBe('CFDI40145');
  });
});
