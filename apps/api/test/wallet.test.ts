// The wallet's external accounts (issue 36): an admin lists the company's accounts (linked and
// entered by hand), makes one the default (one per company, held by the partial unique index
// and the company's lock: 16 requests at once end with one default), and removes one, which is
// kept for the record; removing the default asks which one takes its place. Other roles and
// other companies get nothing.
import type { ErrorBody, WalletAccounts } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { type Caller, callersFrom } from './support/signed-in-calls.js';
import { sqlRows } from './support/sql-rows.js';
import { suiteServer } from './support/suite-server.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.103', 10);
const ACCOUNTS = '/web/company/wallet/external-accounts';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
function body<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

let nextNumber = 1000;
/** An account of the company as billing leaves one (entered by hand or linked). */
async function addAccount(
  companyId: number,
  fields: { source?: 'manual' | 'linked'; autoDebit?: boolean; status?: string } = {},
): Promise<number> {
  const number = `00012345${String(nextNumber++)}`;
  const [row] = await sqlRows<{ id: number }>(
    server.db,
    `INSERT INTO autopay_bank_accounts
       (company_id, currency, region_flag, verification_status, account_number, routing_number,
        bank_country, bank_name, source, link_provider, fingerprint, auto_debit, created_at)
     VALUES ($1, 'USD', 'usa', $2, $3, '021000021', 'US', 'First Harbor Bank', $4, $5, $6, $7, now())
     RETURNING id`,
    [
      companyId,
      fields.status ?? 'pending',
      number,
      fields.source ?? 'manual',
      fields.source === 'linked' ? 'plaid' : null,
      `us:021000021:${number}:${String(companyId)}`,
      fields.autoDebit ?? false,
    ],
  );
  if (!row) throw new Error('no account');
  return row.id;
}

const admin = (companyId: number) =>
  callers.newUser({ role: 'admin', companyId }).then(({ caller }) => caller);
const list = async (caller: Caller) =>
  body<WalletAccounts>(await caller.call('GET', ACCOUNTS)).accounts;
const defaults = async (companyId: number) =>
  sqlRows<{ id: number }>(
    server.db,
    'SELECT id FROM autopay_bank_accounts WHERE company_id = $1 AND wallet_default',
    [companyId],
  );

describe('who sees the wallet', () => {
  it('is the company admin only; other companies’ accounts are not found', async () => {
    const own = await addAccount(COMPANY.northwind, { source: 'linked' });
    const caller = await admin(COMPANY.northwind);
    const accounts = await list(caller);
    const found = accounts.find((account) => account.id === own);
    expect(found).toMatchObject({ source: 'linked', linkProvider: 'plaid', isDefault: false });
    expect(found?.accountNumber).toMatch(/\d{4}$/);
    for (const role of ['manager', 'bookkeeper', 'employee'] as const) {
      const { caller: other } = await callers.newUser({ role, companyId: COMPANY.northwind });
      expect((await other.call('GET', ACCOUNTS)).statusCode).toBe(404);
      expect((await other.call('PUT', `${ACCOUNTS}/${String(own)}/default`)).statusCode).toBe(404);
    }
    const elsewhere = await admin(COMPANY.colombia);
    expect((await elsewhere.call('PUT', `${ACCOUNTS}/${String(own)}/default`)).statusCode).toBe(
      404,
    );
    expect((await elsewhere.call('DELETE', `${ACCOUNTS}/${String(own)}`)).statusCode).toBe(404);
    expect((await list(elsewhere)).some((account) => account.id === own)).toBe(false);
  });

  it('lists neither failed accounts nor removed ones', async () => {
    const failed = await addAccount(COMPANY.northwind, { status: 'failed' });
    const caller = await admin(COMPANY.northwind);
    expect((await list(caller)).some((account) => account.id === failed)).toBe(false);
  });
});

describe('the default account', () => {
  it('moves: the new one is the default, the previous one is not', async () => {
    const company = COMPANY.mexico;
    const first = await addAccount(company);
    const second = await addAccount(company);
    const caller = await admin(company);
    body(await caller.call('PUT', `${ACCOUNTS}/${String(first)}/default`));
    const accounts = body<WalletAccounts>(
      await caller.call('PUT', `${ACCOUNTS}/${String(second)}/default`),
    ).accounts;
    expect(accounts[0]).toMatchObject({ id: second, isDefault: true });
    expect(accounts.filter((account) => account.isDefault)).toHaveLength(1);
    expect(await defaults(company)).toEqual([{ id: second }]);
  });

  it('stays one when 16 requests make 16 accounts the default at once', async () => {
    const company = COMPANY.colombia;
    const ids = await Promise.all(Array.from({ length: 16 }, () => addAccount(company)));
    const caller = await admin(company);
    const answers = await Promise.all(
      ids.map((id) => caller.call('PUT', `${ACCOUNTS}/${String(id)}/default`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const held = await defaults(company);
    expect(held).toHaveLength(1);
    expect(ids).toContain(held[0]?.id);
    // Every answer showed exactly one default.
    for (const answer of answers) {
      const { accounts } = answer.json<WalletAccounts>();
      expect(accounts.filter((account) => account.isDefault)).toHaveLength(1);
    }
  });
});

describe('removing an account', () => {
  it('keeps it for the record and lists it no more, in billing neither', async () => {
    const company = COMPANY.canada;
    const id = await addAccount(company);
    const caller = await admin(company);
    const after = body<WalletAccounts>(await caller.call('DELETE', `${ACCOUNTS}/${String(id)}`));
    expect(after.accounts.some((account) => account.id === id)).toBe(false);
    const [row] = await sqlRows<{ removed: boolean }>(
      server.db,
      'SELECT removed_at IS NOT NULL AS removed FROM autopay_bank_accounts WHERE id = $1',
      [id],
    );
    expect(row?.removed).toBe(true);
    expect((await caller.call('DELETE', `${ACCOUNTS}/${String(id)}`)).statusCode).toBe(404);
    expect((await caller.call('PUT', `${ACCOUNTS}/${String(id)}/default`)).statusCode).toBe(404);
  });

  it('asks which account becomes the default when the default is removed', async () => {
    const company = COMPANY.uk;
    const current = await addAccount(company);
    const next = await addAccount(company);
    const caller = await admin(company);
    body(await caller.call('PUT', `${ACCOUNTS}/${String(current)}/default`));
    const refused = await caller.call('DELETE', `${ACCOUNTS}/${String(current)}`, undefined, {
      lang: 'es',
    });
    expect(body<ErrorBody>(refused, 400).errors.msg).toBe(
      'Elige qué cuenta será la predeterminada.',
    );
    const after = body<WalletAccounts>(
      await caller.call('DELETE', `${ACCOUNTS}/${String(current)}?newDefaultId=${String(next)}`),
    );
    expect(after.accounts[0]).toMatchObject({ id: next, isDefault: true });
    expect(await defaults(company)).toEqual([{ id: next }]);
  });

  it('refuses the account that pays statements automatically', async () => {
    const company = COMPANY.northwind;
    const paying = await sqlRows<{ id: number }>(
      server.db,
      'SELECT id FROM autopay_bank_accounts WHERE company_id = $1 AND auto_debit LIMIT 1',
      [company],
    );
    const id = paying[0]?.id ?? (await addAccount(company, { autoDebit: true }));
    const caller = await admin(company);
    const refused = await caller.call('DELETE', `${ACCOUNTS}/${String(id)}`);
    expect(body<ErrorBody>(refused, 409).errors.msg).toBe(
      'This account pays your statements automatically. Choose another one in Billing first.',
    );
  });
});
