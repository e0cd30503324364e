// The transaction drawer's server side: each kind's details within the caller's scope, memos,
// removing files, the transfer confirmation PDF and issue reports (one per entry).
import type { components } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { startDashboardServer } from './support/dashboard.js';
import { multipartBody, sampleFiles } from './support/multipart.js';
import { pdfText } from './support/pdf-text.js';
import { API } from './support/sign-in.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

type Schemas = components['schemas'];

const { server, admin, employee, manager, mexico } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
  employee: 'employee@demo.outlay.test',
  manager: 'manager@demo.outlay.test',
  mexico: 'mx.admin@demo.outlay.test',
});

const taken: number[] = [];

/** An entry matching `where` (over entries e, card_transactions ct, transfers t, users u). */
async function entry(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e
       LEFT JOIN card_transactions ct ON ct.entry_id = e.id
       LEFT JOIN transfers t ON t.entry_id = e.id
       LEFT JOIN users u ON u.id = e.user_id
      WHERE ${where} AND e.id <> ALL($${params.length + 1}::bigint[])
      ORDER BY e.id LIMIT 1`,
    [...params, taken],
  );
  if (!row) throw new Error(`no entry where ${where}`);
  taken.push(Number(row.id));
  return Number(row.id);
}

const northwind = `e.company_id = ${COMPANY.northwind}`;
const ofEmployee = `${northwind} AND u.email = 'employee@demo.outlay.test'`;
const ofAdmin = `${northwind} AND u.email = 'admin@demo.outlay.test'`;

function remove(caller: Caller, kind: 'transaction' | 'transfer', id: number, receiptId: string) {
  return server.app.inject({
    method: 'DELETE',
    url: `${API}/web/${kind}/delete-receipt?id=${id}&receiptId=${receiptId}`,
    headers: { authorization: `Bearer ${caller.session.secretToken}` },
  });
}

describe('details', () => {
  it('give a foreign purchase on a Stripe card with its cross-border fee and merchant details', async () => {
    const id = await entry(
      `${northwind} AND ct.local_currency IS NOT NULL AND ct.payment_type = 'cards'
        AND ct.transaction_type = 'debit' AND ct.merchant_id IS NOT NULL`,
    );
    const response = await admin.call('GET', `/web/transaction/details/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<Schemas['CardTransactionDetails']>();
    expect(details.transaction.id).toBe(id);
    expect(details.transaction.localCurrencyLookup).not.toBeNull();
    const [fee] = details.transactionFees;
    expect(fee?.type).toBe('crossBorder');
    expect(
      (fee?.referenceBaseTransactionAmount ?? 0) + (fee?.transactionAmountFee ?? 0),
    ).toBeCloseTo(details.transaction.transactionAmount, 2);
    expect(details.merchantDetails?.fullName).toBe(details.transaction.merchant?.name);
  });

  it("give an IOF line its purchase's id", async () => {
    const id = await entry(`ct.sub_payment_type = 'IOF'`);
    const details = (await admin.call('GET', `/web/transaction/details/${id}`)).json<
      Schemas['CardTransactionDetails']
    >();
    const [related] = await sqlRows<{ id: string }>(
      server.db,
      'SELECT related_entry_id::text AS id FROM card_transactions WHERE entry_id = $1',
      [id],
    );
    expect(details.relatedTransaction?.id).toBe(Number(related?.id));
  });

  it('give an STP transfer with a confirmation, a route-fusion transfer without an id none', async () => {
    const stp = await entry(`${ofAdmin} AND t.payment_type = 'STP'`);
    const stpDetails = (await admin.call('GET', `/web/transfer/details/${stp}`)).json<
      Schemas['TransferDetails']
    >();
    expect(stpDetails.hasConfirmation).toBe(true);
    const rf = await entry(
      `${northwind} AND t.payment_type = 'RouteFusion' AND t.rf_transaction_id IS NULL`,
    );
    const rfDetails = (await admin.call('GET', `/web/transfer/details/${rf}`)).json<
      Schemas['TransferDetails']
    >();
    expect(rfDetails.hasConfirmation).toBe(false);
  });

  it('keep to the dashboard scope: another user’s entry, another company’s, a loan for an employee', async () => {
    const admins = await entry(`${ofAdmin} AND e.kind = 'card'`);
    expect((await employee.call('GET', `/web/transaction/details/${admins}`)).statusCode).toBe(404);
    expect((await mexico.call('GET', `/web/transaction/details/${admins}`)).statusCode).toBe(404);
    // A manager sees the company's card transactions.
    expect((await manager.call('GET', `/web/transaction/details/${admins}`)).statusCode).toBe(200);
    const transfer = await entry(`${ofAdmin} AND e.kind = 'payment'`);
    expect((await manager.call('GET', `/web/transfer/details/${transfer}`)).statusCode).toBe(404);
    // The id of a card transaction is no transfer.
    expect((await admin.call('GET', `/web/transfer/details/${admins}`)).statusCode).toBe(404);
    const loan = await entry(`${northwind} AND e.kind = 'loan'`);
    expect((await admin.call('GET', `/web/loan/instalment-details/${loan}`)).statusCode).toBe(200);
    expect((await employee.call('GET', `/web/loan/instalment-details/${loan}`)).statusCode).toBe(
      404,
    );
  });
});

describe('memos', () => {
  it('store a card memo and a transfer description, and clear them with an empty text', async () => {
    const card = await entry(`${ofEmployee} AND e.kind = 'card'`);
    const saved = await employee.call('POST', '/web/transaction/edit-memo', {
      id: card,
      memo: 'Team lunch',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ msg: 'Memo saved.', memo: 'Team lunch' });
    const details = (await employee.call('GET', `/web/transaction/details/${card}`)).json<
      Schemas['CardTransactionDetails']
    >();
    expect(details.memo).toBe('Team lunch');
    const cleared = await employee.call('POST', '/web/transaction/edit-memo', {
      id: card,
      memo: '  ',
    });
    expect(cleared.json<Schemas['MemoSaved']>().memo).toBeNull();

    const transfer = await entry(`${ofAdmin} AND e.kind = 'payment'`);
    const described = await admin.call('POST', '/web/transfer/edit-memo', {
      id: transfer,
      description: 'Spring inventory',
    });
    expect(described.json<Schemas['MemoSaved']>().memo).toBe('Spring inventory');
    const transferDetails = (await admin.call('GET', `/web/transfer/details/${transfer}`)).json<
      Schemas['TransferDetails']
    >();
    expect(transferDetails.transfer.description).toBe('Spring inventory');
  });

  it("refuse someone else's entry and a memo over 1000 characters", async () => {
    const admins = await entry(`${ofAdmin} AND e.kind = 'card'`);
    const refused = await employee.call('POST', '/web/transaction/edit-memo', {
      id: admins,
      memo: 'mine now',
    });
    expect(refused.statusCode).toBe(404);
    const [row] = await sqlRows<{ memo: string | null }>(
      server.db,
      'SELECT memo FROM card_transactions WHERE entry_id = $1',
      [admins],
    );
    expect(row?.memo).not.toBe('mine now');
    const long = await admin.call('POST', '/web/transaction/edit-memo', {
      id: admins,
      memo: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('removing files', () => {
  it('removes one of two receipts, its bytes with it, and answers what is left', async () => {
    const id = await entry(`${ofEmployee} AND e.kind = 'card' AND e.receipt_count = 0`);
    const body = multipartBody([
      { name: 'id', value: String(id) },
      { name: 'files[]', filename: 'one.png', content: sampleFiles.png() },
      { name: 'files[]', filename: 'two.pdf', content: sampleFiles.pdf() },
    ]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `${API}/web/transaction/upload-receipt`,
      headers: { ...body.headers, authorization: `Bearer ${employee.session.secretToken}` },
      payload: body.payload,
    });
    const [first, second] = uploaded.json<Schemas['ReceiptList']>().receipts;
    if (!first || !second) throw new Error('upload failed');

    expect((await remove(admin, 'transfer', id, first.id)).statusCode).toBe(404);
    expect((await remove(mexico, 'transaction', id, first.id)).statusCode).toBe(404);
    const removed = await remove(employee, 'transaction', id, first.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Schemas['ReceiptList']>().receipts.map((r) => r.receiptName)).toEqual([
      'two.pdf',
    ]);
    expect((await server.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    const [row] = await sqlRows<{ receipt_count: number }>(
      server.db,
      'SELECT receipt_count FROM entries WHERE id = $1',
      [id],
    );
    expect(row?.receipt_count).toBe(1);
    expect((await remove(employee, 'transaction', id, first.id)).statusCode).toBe(404);
  });
});

describe('the transfer confirmation', () => {
  it('is a PDF behind a signed link, in the language asked for', async () => {
    const id = await entry(`${ofAdmin} AND t.payment_type = 'STP'`);
    const linked = await admin.call(
      'GET',
      `/web/transfer/download-receipt?transferId=${id}`,
      undefined,
      {
        lang: 'es',
      },
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const { url } = linked.json<Schemas['DownloadLink']>();
    expect(url).toMatch(
      /^\/api\/v2\/web\/transfer\/confirmation\/\d+\?lang=es&expires=\d+&signature=/,
    );
    const pdf = await server.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Comprobante de transferencia');
    expect(text).toContain('Clave de rastreo');

    const otherLanguage = url.replace('lang=es', 'lang=en');
    expect((await server.app.inject({ method: 'GET', url: otherLanguage })).statusCode).toBe(403);
    server.clock.advanceSeconds(11 * 60);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('does not exist for a route-fusion transfer without a transaction id', async () => {
    const id = await entry(
      `${ofAdmin} AND t.payment_type = 'RouteFusion' AND t.rf_transaction_id IS NULL`,
    );
    const response = await admin.call('GET', `/web/transfer/download-receipt?transferId=${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json<Schemas['ErrorBody']>().errors.msg).toBe('This transfer has no receipt.');
  });
});

describe('issue reports', () => {
  /** `caller` reports an issue with entry `id`: the reason's key, its label as the drawer sends it. */
  const reportIssue = (
    caller: Caller,
    id: number,
    type: 'card' | 'payment',
    reasonKey: string,
    comment?: string,
  ) =>
    caller.call('POST', '/web/transaction/create-dispute', {
      transactionReferenceId: id,
      type,
      reasonKey,
      reasonDescription:
        reasonKey.charAt(0).toUpperCase() + reasonKey.slice(1).replaceAll('_', ' '),
      ...(comment === undefined ? {} : { comment }),
    });

  it('reports once, with a support reference number, and reads the report back', async () => {
    const id = await entry(`${ofEmployee} AND e.kind = 'card'`);
    const before = await employee.call('GET', `/web/transaction/get-dispute/${id}?type=card`);
    expect(before.json()).toEqual({ dispute: null });

    const created = await reportIssue(
      employee,
      id,
      'card',
      'goods_not_received',
      '  The parcel never came.  ',
    );
    expect(created.statusCode, created.body).toBe(201);
    const { msg, dispute } = created.json<Schemas['DisputeCreated']>();
    expect(msg).toBe(`Successfully reported issue for transaction: "${id}".`);
    expect(dispute.supportReferenceNo).toMatch(/^SR-\d{4}-\d{6}$/);
    expect(dispute.comment).toBe('The parcel never came.');

    const after = await admin.call('GET', `/web/transaction/get-dispute/${id}?type=card`);
    expect(after.json<Schemas['DisputeLookup']>().dispute).toEqual(dispute);

    const again = await reportIssue(employee, id, 'card', 'duplicate_transaction');
    expect(again.statusCode).toBe(409);
  });

  it('needs a comment for "other" and a listed reason', async () => {
    const id = await entry(`${ofAdmin} AND e.kind = 'payment'`);
    const noComment = await reportIssue(admin, id, 'payment', 'other', '   ');
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json<Schemas['ErrorBody']>().errors.msg).toBe(
      'The comment field is required.',
    );
    const unknown = await reportIssue(admin, id, 'payment', 'bored');
    expect(unknown.statusCode).toBe(400);
    const withoutComment = await reportIssue(admin, id, 'payment', 'transaction_not_recognised');
    expect(withoutComment.statusCode).toBe(201);
    expect(withoutComment.json<Schemas['DisputeCreated']>().dispute.comment).toBeNull();
  });

  it("refuses an entry the caller cannot see, and shows the demo's reported purchase", async () => {
    const admins = await entry(`${ofAdmin} AND e.kind = 'card'`);
    const refused = await reportIssue(employee, admins, 'card', 'duplicate_transaction');
    expect(refused.statusCode).toBe(404);

    const [seeded] = await sqlRows<{ entry_id: string }>(
      server.db,
      "SELECT entry_id::text FROM transaction_disputes WHERE support_reference_no LIKE '%-000001'",
    );
    const demo = await employee.call(
      'GET',
      `/web/transaction/get-dispute/${seeded?.entry_id ?? 0}?type=card`,
    );
    expect(demo.json<Schemas['DisputeLookup']>().dispute?.reasonKey).toBe('duplicate_transaction');
  });
});
