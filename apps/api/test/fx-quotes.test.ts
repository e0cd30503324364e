// FX quotes (issue 40): a payment in a currency other than the company's is priced by the FX
// provider's sandbox (a rate, a fee, an expiry; after its delay; a closed market refused), the
// quote is kept on the server and locked once by the payment that confirms it (16 confirmations
// of one quote at once make one payment), an expired quote is refused so the page asks again,
// and the debit is the quote's platform amount in the company's currency, in minor units.
import { minorDigitsOf } from '@outlay/rules';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFxSandbox } from '../src/payments/fx/fx-sandbox.js';
import { type Admin, type Schemas, adminFor, body, errorOf } from './support/autopay.js';
import { sqlRows } from './support/sql-rows.js';
import { suiteServer } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';

type Quote = Schemas['FxQuote'];
type Transfer = Schemas['PaymentTransfer'];

const server = suiteServer();
let us: Admin;
let mx: Admin;
let owner: { userId: number; companyId: number };
let vendor: Schemas['Recipient'];
let closing: Schemas['Recipient'];

beforeAll(async () => {
  us = await adminFor(server, 'admin@demo.outlay.test');
  mx = await adminFor(server, 'mx.admin@demo.outlay.test');
  const [row] = await sqlRows<{ id: number; company_id: number }>(
    server.db,
    'SELECT id, company_id FROM users WHERE email = $1',
    ['admin@demo.outlay.test'],
  );
  if (!row) throw new Error('no Northwind admin');
  owner = { userId: row.id, companyId: row.company_id };
  vendor = body(
    await us.caller.call('POST', '/web/payments/recipients', {
      name: 'Berlin Design Studio GmbH',
      bankName: 'Commerzbank',
      details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    }),
    201,
  );
  closing = body(
    await us.caller.call('POST', '/web/payments/recipients', {
      name: 'Closed Account Ltd',
      details: { scheme: 'us', routingNumber: '021000021', accountNumber: '000123450000' },
    }),
    201,
  );
});

/** A fresh SEND_PAYMENT code, granted as the verification dialog would (no mail round trip). */
const actionCode = async () =>
  (await server.services.actionCodes.grant(owner, { actionType: 'SEND_PAYMENT' })).actionCode;

const quote = async (currency: string, amountMinor: number) =>
  us.caller.call('POST', '/web/payments/fx-quotes', { currency, amountMinor });

const available = async () =>
  body<Schemas['PaymentAccount']>(await us.caller.call('GET', '/web/payments/account'), 200)
    .availableMinor;

async function send(request: Partial<Schemas['CreateTransferRequest']>) {
  return us.caller.call('POST', '/web/payments/transfers', {
    idempotencyKey: randomUUID(),
    recipientId: vendor.id,
    description: 'Invoice 2026-118',
    referenceNumber: '4455',
    actionCode: request.actionCode ?? (await actionCode()),
    ...request,
  });
}

describe('the FX sandbox', () => {
  it('prices the target exactly, in each currency’s minor units, after its delay', async () => {
    const clock = server.clock;
    const sandbox = createFxSandbox({ clock, config: { quoteMs: 20, validMs: 30_000 } });
    const started = performance.now();
    const eur = await sandbox.quote({
      sourceCurrency: 'USD',
      targetCurrency: 'EUR',
      targetAmountMinor: 100_000,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    if (!eur.quoted) throw new Error('no quote');
    expect(eur.price.rate).toBe('0.917714');
    // 1,000.00 EUR at 0.917714 is 1,089.6640… USD, rounded up to 1,089.67: the recipient
    // never gets less than asked.
    expect(eur.price.sourceAmountMinor).toBe(108_967);
    expect(eur.price.feeMinor).toBe(545);
    expect(eur.price.expiresAt.getTime()).toBe(clock.now().getTime() + 30_000);

    // CLP has no minor unit (exponent 0), from the one currency table.
    expect(minorDigitsOf('CLP')).toBe(0);
    const clp = await sandbox.quote({
      sourceCurrency: 'USD',
      targetCurrency: 'CLP',
      targetAmountMinor: 930_000,
    });
    if (!clp.quoted) throw new Error('no quote');
    expect(clp.price.sourceAmountMinor).toBe(99_959);

    expect(
      await sandbox.quote({ sourceCurrency: 'USD', targetCurrency: 'ARS', targetAmountMinor: 1 }),
    ).toEqual({ quoted: false, reason: 'marketClosed' });
    expect(
      await sandbox.quote({ sourceCurrency: 'USD', targetCurrency: 'HNL', targetAmountMinor: 1 }),
    ).toEqual({ quoted: false, reason: 'currencyUnavailable' });
  });
});

describe('quotes', () => {
  it('a Northwind admin gets a quote with its rate, fee and expiry', async () => {
    const answer = body<Quote>(await quote('EUR', 250_000), 201);
    expect(answer).toMatchObject({
      sourceCurrency: 'USD',
      targetCurrency: 'EUR',
      rate: '0.917714',
      transferAmountMinor: 250_000,
    });
    // 2,500.00 EUR is 2,724.17 USD and a 0.50% fee of 13.63.
    expect(answer).toMatchObject({ feeMinor: 1_363, platformAmountMinor: 273_780 });
    expect(Date.parse(answer.expiresAt)).toBe(server.clock.now().getTime() + 30_000);
  });

  it('a closed market answers 503, an unquoted currency and the account’s own 400', async () => {
    expect(errorOf(await quote('ARS', 10_000), 503).msg).toBe(
      'Quotes for ARS are not available right now. Try again later.',
    );
    expect((await quote('HNL', 10_000)).statusCode).toBe(400);
    expect((await quote('USD', 10_000)).statusCode).toBe(400);
    expect((await quote('EUR', 0)).statusCode).toBe(400);
  });

  it('only for a company with route-fusion v2', async () => {
    const answer = await mx.caller.call('POST', '/web/payments/fx-quotes', {
      currency: 'USD',
      amountMinor: 10_000,
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('a payment priced by a quote', () => {
  it('debits the platform amount and sends the transfer amount', async () => {
    const before = await available();
    const priced = body<Quote>(await quote('EUR', 50_000), 201);
    const sent = body<Transfer>(
      await send({ currency: 'EUR', amountMinor: 50_000, quoteId: priced.id }),
      200,
    );
    expect(sent).toMatchObject({ rail: 'RouteFusion', currency: 'EUR', amountMinor: 50_000 });
    expect(await available()).toBe(before - priced.platformAmountMinor);
    const [row] = await sqlRows<{ platform_amount: string; transfer_amount: string }>(
      server.db,
      `SELECT platform_amount::text, transfer_amount::text FROM transfers WHERE entry_id = $1`,
      [sent.entryId],
    );
    expect(row).toEqual({
      platform_amount: (priced.platformAmountMinor / 100).toFixed(2),
      transfer_amount: '500.00',
    });
  });

  it('16 confirmations of one quote at once make one payment', async () => {
    const before = await available();
    const priced = body<Quote>(await quote('GBP', 12_345), 201);
    const codes = await Promise.all(Array.from({ length: 16 }, () => actionCode()));
    const answers = await Promise.all(
      codes.map((code) =>
        send({ currency: 'GBP', amountMinor: 12_345, quoteId: priced.id, actionCode: code }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 15 }, () => 409)]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && errorOf(refused, 409).msg).toBe(
      'This quote was already used for another payment.',
    );
    const orders = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM payment_orders WHERE fx_quote_id = $1',
      [priced.id],
    );
    expect(orders[0]?.n).toBe(1);
    expect(await available()).toBe(before - priced.platformAmountMinor);
  });

  it('an expired quote is refused, and a new one pays', async () => {
    const priced = body<Quote>(await quote('EUR', 7_000), 201);
    server.clock.advance(30_001);
    const late = await send({ currency: 'EUR', amountMinor: 7_000, quoteId: priced.id });
    expect(errorOf(late, 409)).toMatchObject({
      code: 'QUOTE_EXPIRED',
      msg: 'The quote expired. Review the new quote before sending.',
    });
    const fresh = body<Quote>(await quote('EUR', 7_000), 201);
    expect(
      (await send({ currency: 'EUR', amountMinor: 7_000, quoteId: fresh.id })).statusCode,
    ).toBe(200);
  });

  it('nothing of the price is taken from the browser: the quote must match the payment', async () => {
    const priced = body<Quote>(await quote('EUR', 9_000), 201);
    const other = await send({ currency: 'EUR', amountMinor: 9_001, quoteId: priced.id });
    expect(errorOf(other, 400).msg).toBe('This quote is not for this payment.');
    const none = await send({ currency: 'EUR', amountMinor: 9_000 });
    expect(errorOf(none, 400).msg).toBe('This payment needs a current quote.');
    const sameCurrency = await send({ currency: 'USD', amountMinor: 9_000, quoteId: priced.id });
    expect(errorOf(sameCurrency, 400).msg).toBe('This quote is not for this payment.');
    // Mexico's quote is not Northwind's: a quote of another company is not found for it.
    const unknown = await send({ currency: 'EUR', amountMinor: 9_000, quoteId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
  });

  it('a payment the rail returns gives back what the quote debited', async () => {
    const before = await available();
    const priced = body<Quote>(await quote('EUR', 3_000), 201);
    const sent = body<Transfer>(
      await send({
        recipientId: closing.id,
        currency: 'EUR',
        amountMinor: 3_000,
        quoteId: priced.id,
      }),
      200,
    );
    const done = await waitFor(async () => {
      const transfer = body<Transfer>(
        await us.caller.call('GET', `/web/payments/transfers/${sent.id}`),
        200,
      );
      return transfer.status === 'pending' ? undefined : transfer;
    });
    expect(done.status).toBe('failed');
    expect(await available()).toBe(before);
  });
});
