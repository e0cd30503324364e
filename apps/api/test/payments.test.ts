// Payments (issue 40): saved recipients (CLABE, ABA + account, IBAN + BIC) admin-only and
// company-scoped behind isStpAvailable / routeFusionV2Flow; transfers once per idempotency key
// (16 identical sends at once make one payment), in minor units, within the balance, behind a
// fresh code; the STP sandbox's acknowledgement, then liquidación or devolución on the job
// queue, shown on the dashboard's entries.
import { withClabeCheckDigit } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStpSandbox } from '../src/payments/rails/stp-sandbox.js';
import { COMPANY } from '../src/seed/index.js';
import {
  type Admin,
  type Schemas,
  adminFor,
  body,
  errorOf,
  freshActionCode,
} from './support/autopay.js';
import { callerFor } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';
import { pdfText } from './support/pdf-text.js';

type Recipient = Schemas['Recipient'];
type Transfer = Schemas['PaymentTransfer'];

const server = suiteServer();
let mx: Admin;
let us: Admin;

beforeAll(async () => {
  mx = await adminFor(server, 'mx.admin@demo.outlay.test');
  us = await adminFor(server, 'admin@demo.outlay.test');
});

/** A BBVA CLABE in city 180 whose account ends in `ending` (the sandbox's fate). */
const clabeEnding = (ending: string) => withClabeCheckDigit(`0121800000000${ending}`);

/** Signs the admin in again when their access token is near its end (the clock moves on). */
async function current(admin: Admin) {
  if (server.clock.now().getTime() - admin.signedInAt > 10 * 60_000) {
    admin.caller = await callerFor(server.app, admin.email);
    admin.signedInAt = server.clock.now().getTime();
  }
  return admin.caller;
}

async function addRecipient(admin: Admin, input: Schemas['RecipientInput']) {
  await current(admin);
  return body<Recipient>(await admin.caller.call('POST', '/web/payments/recipients', input), 201);
}

async function send(admin: Admin, request: Partial<Schemas['CreateTransferRequest']>) {
  const actionCode = request.actionCode ?? (await freshActionCode(server, admin, 'SEND_PAYMENT'));
  return admin.caller.call('POST', '/web/payments/transfers', {
    idempotencyKey: randomUUID(),
    amountMinor: 150_000,
    currency: 'MXN',
    description: 'Factura 118',
    referenceNumber: '1234567',
    ...request,
    actionCode,
  });
}

const available = async (admin: Admin) =>
  body<Schemas['PaymentAccount']>(
    await (await current(admin)).call('GET', '/web/payments/account'),
    200,
  ).availableMinor;

const transferOf = async (admin: Admin, id: string) =>
  body<Transfer>(await (await current(admin)).call('GET', `/web/payments/transfers/${id}`), 200);

const settled = (admin: Admin, id: string) =>
  waitFor(async () => {
    const transfer = await transferOf(admin, id);
    return transfer.status === 'pending' ? undefined : transfer;
  });

describe('recipients', () => {
  it('a CLABE names its bank; an IBAN and an ABA routing number are checked', async () => {
    const saved = await addRecipient(mx, {
      name: 'Maquiladora del Norte',
      details: { scheme: 'clabe', clabe: clabeEnding('0001') },
    });
    expect(saved).toMatchObject({ bankName: 'BBVA Bancomer', bankCountry: 'MX', warnings: [] });

    const badClabe = await mx.caller.call('POST', '/web/payments/recipients', {
      name: 'Typo',
      details: { scheme: 'clabe', clabe: '012180000000000016' },
    });
    expect(errorOf(badClabe, 400).msg).toBe('CLABE is not valid. Check the digits.');

    const badIban = await us.caller.call('POST', '/web/payments/recipients', {
      name: 'Lisboa Textiles',
      details: { scheme: 'iban', iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' },
    });
    expect(errorOf(badIban, 400).msg).toBe('IBAN is not valid. Check the digits.');
    const iban = await addRecipient(us, {
      name: 'Berlin Design Studio GmbH',
      bankName: 'Commerzbank',
      details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    });
    expect(iban.bankCountry).toBe('DE');

    const badAba = await us.caller.call('POST', '/web/payments/recipients', {
      name: 'Harbour Freight',
      details: { scheme: 'us', routingNumber: '021000022', accountNumber: '000123456789' },
    });
    expect(errorOf(badAba, 400).msg).toBe('Routing number is not valid. Check the digits.');
  });

  it('a checksum-valid CLABE of an unknown bank warns and does not block', async () => {
    const clabe = withClabeCheckDigit('00318000000000001');
    const refused = await mx.caller.call('POST', '/web/payments/recipients', {
      name: 'Banco nuevo',
      details: { scheme: 'clabe', clabe },
    });
    expect(errorOf(refused, 400).msg).toBe('Bank name is required.');
    const saved = await addRecipient(mx, {
      name: 'Banco nuevo',
      bankName: 'Banco Nuevo',
      details: { scheme: 'clabe', clabe },
    });
    expect(saved.warnings).toEqual(['unknownBank']);
  });

  it('searched, edited and removed, within the company only', async () => {
    const saved = await addRecipient(mx, {
      name: 'Papelería Reforma',
      details: { scheme: 'clabe', clabe: clabeEnding('0002') },
    });
    const found = body<Schemas['Recipients']>(
      await mx.caller.call('GET', '/web/payments/recipients?search=reforma'),
      200,
    );
    expect(found.recipients.map((r) => r.id)).toEqual([saved.id]);
    const edited = body<Recipient>(
      await mx.caller.call('PUT', `/web/payments/recipients/${saved.id}`, {
        name: 'Papelería Reforma S.A.',
        details: { scheme: 'clabe', clabe: clabeEnding('0002') },
      }),
      200,
    );
    expect(edited.name).toBe('Papelería Reforma S.A.');
    // Another company's admin does not find it.
    expect(
      (await us.caller.call('DELETE', `/web/payments/recipients/${saved.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await mx.caller.call('DELETE', `/web/payments/recipients/${saved.id}`)).statusCode,
    ).toBe(204);
    const after = body<Schemas['Recipients']>(
      await mx.caller.call('GET', '/web/payments/recipients?search=reforma'),
      200,
    );
    expect(after.recipients).toEqual([]);
  });

  it('admins only, and only with STP or route-fusion v2', async () => {
    const employee = await callerFor(server.app, 'employee@demo.outlay.test');
    expect((await employee.call('GET', '/web/payments/recipients')).statusCode).toBe(404);
    const uk = await callerFor(server.app, 'uk.admin@demo.outlay.test');
    expect((await uk.call('GET', '/web/payments/recipients')).statusCode).toBe(404);
    // The flag is read on every call: switched off, the next call is refused.
    await sqlRows(
      server.db,
      `UPDATE companies SET feature_flags = feature_flags || '{"isStpAvailable": false}'::jsonb WHERE id = $1`,
      [COMPANY.mexico],
    );
    expect((await mx.caller.call('GET', '/web/payments/recipients')).statusCode).toBe(404);
    await sqlRows(
      server.db,
      `UPDATE companies SET feature_flags = feature_flags || '{"isStpAvailable": true}'::jsonb WHERE id = $1`,
      [COMPANY.mexico],
    );
    expect((await mx.caller.call('GET', '/web/payments/recipients')).statusCode).toBe(200);
  });
});

describe('a SPEI transfer through the STP sandbox', () => {
  let settling: Recipient;
  beforeAll(async () => {
    settling = await addRecipient(mx, {
      name: 'Logística Bajío',
      details: { scheme: 'clabe', clabe: clabeEnding('0003') },
    });
  });

  it('is debited at once, pending on the dashboard, then completed (liquidación)', async () => {
    const before = await available(mx);
    const sent = body<Transfer>(await send(mx, { recipientId: settling.id }), 200);
    expect(sent).toMatchObject({
      rail: 'STP',
      amountMinor: 150_000,
      currency: 'MXN',
      referenceNumber: '1234567',
      recipient: {
        name: 'Logística Bajío',
        bankName: 'BBVA Bancomer',
        account: clabeEnding('0003'),
      },
    });
    expect(sent.trackingKey).toMatch(/^OUTLAY[0-9]{12}$/);
    expect(await available(mx)).toBe(before - 150_000);
    const done = await settled(mx, sent.id);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    // The Confirmation PDF of the completed payment, with its clave de rastreo.
    const linked = await (
      await current(mx)
    ).call('GET', `/web/transfer/download-receipt?transferId=${done.entryId}`);
    const { url } = body<Schemas['DownloadLink']>(linked, 200);
    const pdf = await server.app.inject({ method: 'GET', url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(done.trackingKey ?? 'no tracking key');
    const entry = await sqlRows<{ state: string; amount: string }>(
      server.db,
      'SELECT state, amount::text AS amount FROM entries WHERE id = $1',
      [done.entryId],
    );
    expect(entry[0]).toEqual({ state: 'posted', amount: '1500.00' });
    const drawer = body<{ transfer: { transfer_detail: { stpTrackingKey: string | null } } }>(
      await mx.caller.call('GET', `/web/transfer/details/${done.entryId}`),
      200,
    );
    expect(drawer.transfer.transfer_detail.stpTrackingKey).toBe(sent.trackingKey);
  });

  it('a returned one (devolución) is a refund, and its money comes back', async () => {
    const returning = await addRecipient(mx, {
      name: 'Cuenta inexistente',
      details: { scheme: 'clabe', clabe: clabeEnding('0013') },
    });
    const before = await available(mx);
    const sent = body<Transfer>(
      await send(mx, { recipientId: returning.id, amountMinor: 2_500 }),
      200,
    );
    const done = await settled(mx, sent.id);
    expect(done).toMatchObject({
      status: 'refund',
      failureReason: 'The recipient’s account does not exist.',
    });
    expect(await available(mx)).toBe(before);
  });

  it('one refused at once (a blocked account) fails with the reason in words', async () => {
    const blocked = await addRecipient(mx, {
      name: 'Cuenta bloqueada',
      details: { scheme: 'clabe', clabe: clabeEnding('0014') },
    });
    const sent = body<Transfer>(await send(mx, { recipientId: blocked.id, amountMinor: 700 }), 200);
    const response = await mx.caller.call('GET', `/web/payments/transfers/${sent.id}`, undefined, {
      lang: 'es',
    });
    expect(response.statusCode).toBe(200);
    const done = await settled(mx, sent.id);
    expect(done).toMatchObject({
      status: 'failed',
      failureReason: 'The recipient’s account is blocked.',
    });
  });

  it('the spec’s rules and messages, the balance and the code', async () => {
    const zero = await send(mx, { recipientId: settling.id, amountMinor: 0 });
    expect(errorOf(zero, 400).msg).toBe('Amount should be greater than 0.');
    const reference = await send(mx, { recipientId: settling.id, referenceNumber: '0123' });
    expect(errorOf(reference, 400).msg).toBe(
      'Reference number can be numeric only and can not be start with 0',
    );
    const tooLong = await send(mx, { recipientId: settling.id, referenceNumber: '12345678' });
    expect(errorOf(tooLong, 400).msg).toBe(
      'Reference number can be numeric only and can not be start with 0',
    );
    const above = await send(mx, {
      recipientId: settling.id,
      amountMinor: (await available(mx)) + 1,
    });
    expect(errorOf(above, 400).msg).toBe('The amount is above your available balance.');
    const noCode = await send(mx, { recipientId: settling.id, actionCode: 'x'.repeat(40) });
    expect(errorOf(noCode, 400).code).toBe('ACTION_CODE_INVALID');
    // A recipient of another company is not found.
    const theirs = await addRecipient(us, {
      name: 'Northwind vendor',
      details: { scheme: 'us', routingNumber: '021000021', accountNumber: '000123456789' },
    });
    expect((await send(mx, { recipientId: theirs.id })).statusCode).toBe(404);
  });

  it('16 identical sends at once make one payment; the key with other details is refused', async () => {
    const before = await available(mx);
    const idempotencyKey = randomUUID();
    const actionCode = await freshActionCode(server, mx, 'SEND_PAYMENT');
    const request = { recipientId: settling.id, idempotencyKey, actionCode, amountMinor: 12_345 };
    const answers = await Promise.all(Array.from({ length: 16 }, () => send(mx, request)));
    const bodies = answers.map((answer) => body<Transfer>(answer, 200));
    expect(new Set(bodies.map((b) => b.entryId)).size).toBe(1);
    const count = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM payment_orders WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    expect(count[0]?.n).toBe(1);
    expect(await available(mx)).toBe(before - 12_345);
    const other = await send(mx, { ...request, amountMinor: 99 });
    expect(errorOf(other, 409).msg).toBe('This payment was already sent with other details.');
    const done = await settled(mx, bodies[0]?.id ?? '');
    expect(done.status).toBe('completed');
  });
});

describe('route-fusion', () => {
  it('a Northwind admin pays a US account in dollars', async () => {
    const vendor = await addRecipient(us, {
      name: 'Harbour Freight Forwarding',
      details: { scheme: 'us', routingNumber: '021000021', accountNumber: '000987654321' },
    });
    expect(vendor.bankName).toBe('JPMorgan Chase Bank');
    const sent = body<Transfer>(
      await send(us, { recipientId: vendor.id, currency: 'USD', amountMinor: 4_200 }),
      200,
    );
    expect(sent).toMatchObject({ rail: 'RouteFusion', trackingKey: null });
    expect((await settled(us, sent.id)).status).toBe('completed');
  });
});

describe('the STP sandbox', () => {
  it('a registration repeated (a job retried after a restart) is the same order', async () => {
    const stp = createStpSandbox({
      db: server.db,
      clock: server.clock,
      config: { acknowledgeMs: 0, settleMs: 0 },
    });
    const order = {
      companyId: COMPANY.mexico,
      trackingKey: 'OUTLAYTEST00000000001',
      amountMinor: 10_000,
      currency: 'MXN',
      beneficiaryName: 'Logística Bajío',
      account: clabeEnding('0005'),
      concept: 'Factura 9',
      referenceNumber: 1234,
    };
    const [first, again] = await Promise.all([stp.register(order), stp.register(order)]);
    expect(first).toMatchObject({ accepted: true });
    expect(again).toEqual(first);
    const tooLong = await stp.register({
      ...order,
      trackingKey: 'OUTLAYTEST2',
      concept: 'x'.repeat(41),
    });
    expect(tooLong).toEqual({ accepted: false, reason: 'fieldTooLong' });
  });
});
