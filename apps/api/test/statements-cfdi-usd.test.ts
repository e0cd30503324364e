// The statement's CFDI in dollars (issue 41): a Mexican company billed in pesos and dollars
// (split billing) gets a CFDI for each statement with fees; the dollar one states Moneda="USD"
// and TipoCambio, Banxico's FIX in force on the statement's closing date (the sandbox's), the
// peso one Moneda="MXN" and no TipoCambio (CFDI 4.0: optional for MXN, and only "1" if
// written). Amounts are integer minor units until the XML writes them.
import type { Statement, StatementList } from '@outlay/api-client/schema';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import {
  type CfdiInput,
  cfdiTotals,
  cfdiXml,
  readCfdiXml,
} from '../src/statements/cfdi-document.js';
import { sandboxBanxicoFix } from '../src/statements/fix-rates.js';
import { startDashboardServer } from './support/dashboard.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';
import { waitFor } from './support/wait-for.js';

const { server, mexico } = signedInSuite(startDashboardServer, {
  mexico: 'mx.admin@demo.outlay.test',
});

const fix = sandboxBanxicoFix({ latencyMs: 0 });

/** A document as the statements domain builds one, in `currency`. */
const documentIn = (currency: string, exchangeRate: string | null): CfdiInput => ({
  series: 'EC',
  folio: '7',
  issuedAt: '2025-12-01T00:00:05',
  currency,
  exchangeRate,
  receptor: { rfc: 'CAL190312AB4', name: 'COMERCIALIZADORA ALTIPLANO', postalCode: '06700' },
  totals: cfdiTotals([{ description: 'Comisión por pago tardío 2025-11-10', amountMinor: 3900 }]),
  seal: 'c2VhbA==',
  certificateNumber: '30001000000500003416',
});

describe('TipoCambio on the CFDI', () => {
  it('writes Moneda and TipoCambio for dollars, Moneda alone for pesos', () => {
    const dollars = readCfdiXml(cfdiXml(documentIn('USD', '17.2043')));
    expect(dollars).toMatchObject({
      currency: 'USD',
      exchangeRate: '17.2043',
      total: '39.00',
      subtotal: '33.62',
    });
    const pesos = cfdiXml(documentIn('MXN', null));
    expect(readCfdiXml(pesos)).toMatchObject({
      currency: 'MXN',
      exchangeRate: undefined,
      total: '39.00',
    });
    expect(pesos).not.toContain('TipoCambio');
  });

  it('builds no document that breaks Anexo 20: dollars without a rate, pesos with one', () => {
    expect(() => cfdiXml(documentIn('USD', null))).toThrow(/needs its TipoCambio/);
    expect(() => cfdiXml(documentIn('USD', '17.2043251'))).toThrow(/needs its TipoCambio/);
    expect(() => cfdiXml(documentIn('MXN', '1'))).toThrow(/states no TipoCambio/);
  });

  it("takes the FIX of the closing date, a weekend's from the Friday before", async () => {
    const friday = await fix.fixOn('2025-11-28', 'USD');
    expect(friday?.rate).toMatch(/^17\.[0-9]{4}$/);
    expect(friday?.determinedOn).toBe('2025-11-28');
    expect(await fix.fixOn('2025-11-30', 'USD')).toEqual(friday);
    expect(await fix.fixOn('2025-11-29', 'USD')).toEqual(friday);
    // Another banking day, another rate; the same day asked again, the same one.
    expect((await fix.fixOn('2025-12-01', 'USD'))?.rate).not.toBe(friday?.rate);
    expect(await fix.fixOn('2025-11-28', 'USD')).toEqual(friday);
    expect(await fix.fixOn('2025-11-28', 'EUR')).toBeNull();
  });
});

let nextEntry = 9_800_000;

/** A late-payment penalty (IVA included) in `currency`, posted in a cycle not yet read. */
async function addPenalty(postedAt: string, amount: string, currency: string) {
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
     VALUES ($1, $2, 'late-payment-penalty', 'debit', 'posted', $3, $4)`,
    [nextEntry, COMPANY.mexico, amount, currency],
  );
}

async function stampedStatement(id: string): Promise<Statement> {
  return waitFor(async () => {
    const response = await mexico.call('GET', '/web/statement/list');
    expect(response.statusCode, response.body).toBe(200);
    const found = response
      .json<StatementList>()
      .statements.find((statement) => statement.id === id);
    return found?.cfdi?.status === 'stamped' ? found : undefined;
  });
}

async function cfdiOf(id: string) {
  const link = await mexico.call('GET', `/web/statement/${id}/download?format=cfdi-xml`);
  expect(link.statusCode, link.body).toBe(200);
  const file = await server.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
  expect(file.statusCode).toBe(200);
  return readCfdiXml(file.body);
}

const minorOf = (text: string | undefined) => {
  const match = /^([0-9]+)\.([0-9]{2})$/.exec(text ?? '');
  if (!match) throw new Error(`not an amount with centavos: ${String(text)}`);
  return Number(match[1]) * 100 + Number(match[2]);
};

describe(`a split-billing company's CFDIs (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('gives the dollar statement Moneda USD with the FIX, the peso one Moneda MXN alone', async () => {
    // Billed in pesos and dollars before any cycle is read: a statement per currency.
    await sqlRows(
      server.db,
      `UPDATE companies SET billing_method = 'split', billing_currency = 'USD' WHERE id = $1`,
      [COMPANY.mexico],
    );
    await addPenalty('2025-11-12T18:00:00Z', '39.00', 'USD');
    await addPenalty('2025-11-14T18:00:00Z', '780.00', 'MXN');

    const dollars = await stampedStatement('2025-11-01-USD');
    const usd = await cfdiOf(dollars.id);
    expect(usd.currency).toBe('USD');
    // November closed on Sunday the 30th: the FIX of Friday the 28th.
    const rate = await fix.fixOn('2025-11-30', 'USD');
    expect(usd.exchangeRate).toBe(rate?.rate);
    expect(usd.exchangeRate).toMatch(/^[0-9]{1,18}\.[0-9]{1,6}$/);
    // The amounts stay the statement's dollars, to the cent.
    expect(minorOf(usd.total)).toBe(dollars.feesAndPenalties);
    expect(minorOf(usd.total)).toBe(3900);

    const pesos = await stampedStatement('2025-11-01-MXN');
    const mxn = await cfdiOf(pesos.id);
    expect(mxn.currency).toBe('MXN');
    expect(mxn.exchangeRate).toBeUndefined();
    expect(minorOf(mxn.total)).toBe(pesos.feesAndPenalties);
    expect(mxn.uuid).not.toBe(usd.uuid);
  });
});
