// SAT invoice matching's server side: linking (pending, then valid; a refused RFC invalid),
// the job queue retrieving the invoices, matching and its ranking, attach, refusal of a second
// invoice, removal, preview, and role and company on every call.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { COMPANY, SEED_DATE } from '../src/seed/index.js';
import { type Schemas, errorOf, json, remove } from './support/accounting.js';
import { FakeClock } from './support/fake-clock.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const SAT_CONFIG = { sat: { sandbox: { linkMs: 20, pageMs: 2 } } } satisfies Partial<Config>;
const jobs = (workers: boolean): Config['jobs'] => ({
  workers,
  pollingIntervalSeconds: 0.5,
  shutdownTimeoutMs: 1000,
});

const { server, admin, finance, northwind, northwindBookkeeper, employee, canada } = signedInSuite(
  () =>
    startTestServer({
      clock: new FakeClock(SEED_DATE),
      config: { ...SAT_CONFIG, jobs: jobs(false) },
    }),
  {
    admin: 'mx.admin@demo.outlay.test',
    finance: 'mx.finance@demo.outlay.test',
    northwind: 'admin@demo.outlay.test',
    northwindBookkeeper: 'bookkeeper@demo.outlay.test',
    employee: 'employee@demo.outlay.test',
    canada: 'ca.admin@demo.outlay.test',
  },
  240_000,
);
let workers: TestServer | undefined;
// Runs before the suite server closes (afterAll hooks run last-registered first).
afterAll(() => workers?.close());

/** Starts the job workers on the same database (a second server, as in production). */
async function startWorkers() {
  workers ??= await startTestServer({
    db: server.db,
    clock: server.clock,
    config: { ...SAT_CONFIG, jobs: jobs(true) },
  });
}

const accountOf = async (caller: Caller) =>
  json('SatAccountView', await caller.call('GET', '/web/satws/account'), 200).data;

const link = (caller: Caller, rfc: string, satwsPassword = 'ciec-secreta-1', lang?: string) =>
  caller.call(
    'POST',
    '/web/satws/account',
    { useFor: 'integration', rfc, satwsPassword },
    lang ? { lang } : {},
  );

const list = async (caller: Caller, query: Partial<Schemas['SatInvoiceQuery']>) =>
  json(
    'SatInvoicePage',
    await caller.call('POST', '/web/satws/invoices', { page: 0, ...query }),
    200,
  ).data;

async function mexicanEntry(where: string): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e JOIN card_transactions ct ON ct.entry_id = e.id
      WHERE e.company_id = ${COMPANY.mexico} AND ${where}
      ORDER BY e.occurred_at DESC, e.id LIMIT 1`,
  );
  if (!row) throw new Error(`no Mexican entry where ${where}`);
  return Number(row.id);
}

/** A card purchase whose own invoice (same total, same issuer) was retrieved. */
async function purchaseWithItsInvoice(): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e
       JOIN card_transactions ct ON ct.entry_id = e.id
       JOIN merchants m ON m.id = ct.merchant_id
       JOIN sat_invoices i ON i.company_id = e.company_id AND i.issuer_rfc = m.rfc
                          AND i.total = ct.transaction_amount
                          AND abs(extract(epoch FROM i.issued_at - e.occurred_at)) < 86400
      WHERE e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards'
        AND e.receipt_count = 0
      ORDER BY e.occurred_at DESC, e.id LIMIT 1`,
  );
  if (!row) throw new Error('no purchase with its invoice');
  return Number(row.id);
}

const refusedFor = (response: LightMyRequestResponse, status: number) => errorOf(response, status);

describe('who may call', () => {
  it('answers 404 outside Mexico and to roles other than admin and bookkeeper', async () => {
    for (const caller of [northwind, northwindBookkeeper, employee, canada]) {
      expect((await caller.call('GET', '/web/satws/account')).statusCode).toBe(404);
      expect((await caller.call('POST', '/web/satws/invoices', { page: 0 })).statusCode).toBe(404);
    }
  });

  it('answers 401 before reading the request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/satws/account',
      payload: { rfc: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('shows the Mexican company with no account and its matching flag on', async () => {
    expect(await accountOf(admin)).toEqual({ account: null, isSatMatchInvoicesAvailable: true });
  });
});

describe('linking', () => {
  it('refuses credentials the contract rules out, naming the field', async () => {
    expect((await link(admin, 'CAL190312', 'ciec-secreta')).statusCode).toBe(400);
    expect((await link(admin, 'CAL190312AB4', 'short')).statusCode).toBe(400);
  });

  it('refuses an RFC the SAT could not have issued (an impossible date), saying what one holds', async () => {
    const refused = await link(admin, 'ABC991332AB1', 'ciec-secreta');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { msg: string } }>().errors.msg).toMatch(
      /^This is not an RFC: 3 letters for a company/,
    );
    expect(await accountOf(admin)).toMatchObject({ account: null });
  });

  it('goes pending, then invalid for an RFC the SAT refuses; Reconnect works', async () => {
    const started = json('SatAccountMessage', await link(admin, 'XAXX010101000'), 202);
    expect(started.msg).toBe('Checking your SAT credentials. This takes a moment.');
    expect(started.data.account).toMatchObject({
      rfc: 'XAXX010101000',
      status: 'pending',
      matchInvoice: false,
      syncInvoiceStatus: 'pending',
      link: { state: 'queued' },
    });
    expect(refusedFor(await link(finance, 'CAL190312AB4'), 409)).toBe(
      'The SAT account is already connected or being checked.',
    );
    // The CIEC is stored nowhere: not in the account, not in the job's payload.
    const stored = await sqlRows<{ found: boolean }>(
      server.db,
      `SELECT EXISTS (SELECT 1 FROM sat_accounts WHERE row_to_json(sat_accounts)::text LIKE '%ciec-secreta%')
           OR EXISTS (SELECT 1 FROM sat_sandbox_credentials WHERE row_to_json(sat_sandbox_credentials)::text LIKE '%ciec-secreta%')
           AS found`,
    );
    expect(stored[0]?.found).toBe(false);

    await startWorkers();
    const invalid = await waitFor(async () => {
      const { account } = await accountOf(admin);
      return account?.status === 'invalid' ? account : undefined;
    });
    expect(invalid.link).toBeNull();
    expect(
      refusedFor(
        await admin.call('PATCH', '/web/satws/account/settings', {
          updateKey: 'syncInvoiceStatus',
          updateValue: 'on',
        }),
        409,
      ),
    ).toBe('Connect a valid SAT account first.');

    // Reconnect (the other admin), with the company's RFC: valid, then the invoices.
    json('SatAccountMessage', await link(finance, 'cal190312ab4'), 202);
    const valid = await waitFor(async () => {
      const { account } = await accountOf(admin);
      return account?.status === 'valid' && account.syncInvoiceStatus === 'retrieved'
        ? account
        : undefined;
    });
    expect(valid.rfc).toBe('CAL190312AB4');
    expect(valid.linkedAt).not.toBeNull();
    expect(valid.invoicesStored).toBeGreaterThan(20);
    expect(valid.sync).toBeNull();
    expect(refusedFor(await link(admin, 'CAL190312AB4'), 409)).toBe(
      'The SAT account is already connected or being checked.',
    );
  }, 60_000);

  it('lists the company invoices newest first, 10 a page, PUE and PPD with payments', async () => {
    const first = await list(admin, {});
    expect(first.rows).toHaveLength(10);
    expect(first.pageSize).toBe(10);
    expect(first.count).toBeGreaterThan(20);
    const dates = first.rows.map((row) => row.issuedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const everything = await sqlRows<{ payment_type: string; payments: string }>(
      server.db,
      `SELECT payment_type, payments::text FROM sat_invoices WHERE company_id = ${COMPANY.mexico}`,
    );
    expect(everything.some((row) => row.payment_type === 'PPD' && row.payments !== '[]')).toBe(
      true,
    );
    expect(everything.some((row) => row.payment_type === 'PUE')).toBe(true);
    const search = await list(admin, { searchText: 'papelería la estrella' });
    expect(search.count).toBeGreaterThan(0);
    expect(search.rows.every((row) => row.issuerName.startsWith('Papelería La Estrella'))).toBe(
      true,
    );
  });
});

describe('matching', () => {
  it('suggests nothing while matching is off, then ranks candidates once it is on', async () => {
    const id = await purchaseWithItsInvoice();
    const off = await list(admin, { referenceId: id, referenceType: 'card' });
    expect(off).toMatchObject({
      isSectionAvailable: true,
      isSatwsInvoicesAvailable: false,
      rows: [],
    });

    const switched = json(
      'SatAccountMessage',
      await admin.call('PATCH', '/web/satws/account/settings', {
        updateKey: 'syncInvoiceStatus',
        updateValue: 'on',
      }),
      200,
    );
    expect(switched.data.account.matchInvoice).toBe(true);

    const on = await list(admin, { referenceId: id, referenceType: 'card' });
    expect(on.isSatwsInvoicesAvailable).toBe(true);
    const [top, ...rest] = on.rows;
    expect(top?.matchedPercentage).toBeGreaterThan(85);
    expect(top?.matchReasons).toEqual(expect.arrayContaining(['rfc', 'amountExact']));
    const percentages = on.rows.map((row) => row.matchedPercentage ?? -1);
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages);
    expect(rest.every((row) => (row.matchedPercentage ?? 0) <= (top?.matchedPercentage ?? 0))).toBe(
      true,
    );
  });

  it('says the section is not for adjustments and settlements', async () => {
    const id = await mexicanEntry(`ct.payment_type IN ('adjustment', 'settlement')`);
    const page = await list(admin, { referenceId: id, referenceType: 'card' });
    expect(page).toMatchObject({ isSectionAvailable: false, rows: [], count: 0 });
  });

  it('reads only entries of the caller: another company entry is not found', async () => {
    const [row] = await sqlRows<{ id: string }>(
      server.db,
      `SELECT id::text FROM entries WHERE company_id = ${COMPANY.northwind} AND kind = 'card' LIMIT 1`,
    );
    const response = await admin.call('POST', '/web/satws/invoices', {
      page: 0,
      referenceId: Number(row?.id),
      referenceType: 'card',
    });
    expect(refusedFor(response, 404)).toBe(
      'This transaction does not exist or is not yours to see.',
    );
  });
});

describe('attaching', () => {
  it('attaches the top suggestion, refuses a second, previews, and unlinks on removal', async () => {
    const id = await purchaseWithItsInvoice();
    const [top] = (await list(admin, { referenceId: id, referenceType: 'card' })).rows;
    const second = (await list(admin, {})).rows.find(
      (row) => row.invoiceId !== top?.invoiceId && row.matchedEntry === null,
    );
    if (!top || !second) throw new Error('no suggestion, or no other invoice');
    const ref = { referenceId: id, referenceType: 'card', invoiceId: top.invoiceId };

    const preview = json(
      'SatInvoicePreview',
      await admin.call('POST', '/web/satws/invoices/preview', ref),
      200,
    );
    const file = await server.app.inject({ method: 'GET', url: preview.data.viewUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`UUID="${top.invoiceId.toUpperCase()}"`);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    const attached = json(
      'SatAttachAnswer',
      await admin.call('POST', '/web/satws/invoices/attach', ref),
      201,
    );
    expect(attached.msg).toBe('Invoice attached.');
    expect(attached.data.invoice).toMatchObject({
      invoiceId: top.invoiceId,
      isInvoiceMatched: true,
    });
    expect(attached.data.receipts).toHaveLength(1);
    expect(attached.data.receipts[0]?.id).toBe(attached.data.invoice.receiptId);

    const again = await admin.call('POST', '/web/satws/invoices/attach', {
      ...ref,
      invoiceId: second.invoiceId,
    });
    expect(refusedFor(again, 409)).toBe(
      'Please remove existing invoice before attaching further invoice.',
    );
    const listed = await list(admin, { referenceId: id, referenceType: 'card' });
    expect(listed.rows.find((row) => row.invoiceId === top.invoiceId)?.isInvoiceMatched).toBe(true);

    // Another entry no longer sees the attached invoice among its suggestions.
    const other = await mexicanEntry(`ct.payment_type = 'cards' AND e.id <> ${id}`);
    const elsewhere = await admin.call('POST', '/web/satws/invoices/attach', {
      referenceId: other,
      referenceType: 'card',
      invoiceId: top.invoiceId,
    });
    expect(refusedFor(elsewhere, 409)).toMatch(
      /already attached to another transaction|remove existing invoice/,
    );

    const removed = await remove(
      server,
      admin,
      `/web/transaction/delete-receipt?id=${id}&receiptId=${attached.data.invoice.receiptId ?? ''}&satInvoiceReceipt=true`,
    );
    expect(removed.statusCode).toBe(200);
    const after = await list(admin, { referenceId: id, referenceType: 'card' });
    expect(after.rows.find((row) => row.invoiceId === top.invoiceId)?.isInvoiceMatched).toBe(false);
  });

  it('refuses an invoice the company does not hold, and a link without its signature', async () => {
    const id = await purchaseWithItsInvoice();
    const unknown = await admin.call('POST', '/web/satws/invoices/attach', {
      referenceId: id,
      referenceType: 'card',
      invoiceId: '00000000-0000-4000-8000-000000000000',
    });
    expect(refusedFor(unknown, 404)).toBe('This invoice is not among your SAT invoices.');
    const [invoice] = await sqlRows<{ invoice_uuid: string }>(
      server.db,
      'SELECT invoice_uuid FROM sat_invoices LIMIT 1',
    );
    const unsigned = await server.app.inject({
      method: 'GET',
      url: `/api/v2/web/satws/invoices/${invoice?.invoice_uuid ?? ''}/file`,
    });
    expect(unsigned.statusCode).toBe(403);
  });
});
