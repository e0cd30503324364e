import type { components, AutopayBankAccount as AutopayAccount } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Caller, actionCodeFor, callerFor } from './signed-in-calls.js';
import type { TestServer } from './test-server.js';
import { sqlRows } from './sql-rows.js';

export type { AutopayBankAccount as AutopayAccount } from '@outlay/api-client/schema';

export type Schemas = components['schemas'];

/** An admin of a company with the auto-debit flow, who asks for action codes by email. */
export interface Admin {
  email: string;
  caller: Caller;
  /** When the caller signed in, by the server's clock (its access token lives 15 minutes). */
  signedInAt: number;
}

export async function adminFor(server: TestServer, email: string): Promise<Admin> {
  return {
    email,
    caller: await callerFor(server.app, email),
    signedInAt: server.clock.now().getTime(),
  };
}

/** Codes of one purpose are sent at most five a 15 minutes: this spacing never meets the limit. */
const CODE_SPACING_MS = 186_000;

/**
 * A fresh action code: the clock first moves past the sending limits, as a user who verifies
 * now and then would, and the admin signs in again when their access token is about to end.
 */
export async function freshActionCode(server: TestServer, admin: Admin, actionType: string) {
  server.clock.advance(CODE_SPACING_MS);
  if (server.clock.now().getTime() - admin.signedInAt > 12 * 60_000) {
    admin.caller = await callerFor(server.app, admin.email);
    admin.signedInAt = server.clock.now().getTime();
  }
  return actionCodeFor(server.app, admin.caller, admin.email, actionType);
}

/** The answer's body, once its status is `status`, read as `T` (as `response.json<T>()` is). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
export function body<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

export function errorOf(response: LightMyRequestResponse, status: number) {
  return body<Schemas['ErrorBody']>(response, status).errors;
}

/** Every account of the company, whatever its currency. */
export async function accountsOf(admin: Admin): Promise<AutopayAccount[]> {
  const response = await admin.caller.call('GET', '/banking-service/custom-bank-account');
  return body<Schemas['CustomBankAccounts']>(response, 200).currencies.flatMap(
    (entry) => entry.accounts,
  );
}

export async function accountById(admin: Admin, id: number): Promise<AutopayAccount> {
  const account = (await accountsOf(admin)).find((candidate) => candidate.id === id);
  if (!account) throw new Error(`no account ${String(id)}`);
  return account;
}

/** Attaches an account by hand with a fresh code; answers the response. */
export async function attachByHand(
  server: TestServer,
  admin: Admin,
  request: { currency: string; details: Schemas['BankDetails']; autoDebit?: boolean },
  lang?: string,
) {
  const actionCode = await freshActionCode(server, admin, 'ATTACH_BANK_ACCOUNT');
  return admin.caller.call(
    'POST',
    '/web/bank/attach-custom-bank-account',
    { autoDebit: false, ...request, actionCode },
    lang ? { lang } : {},
  );
}

/** Turns a company flag on (the demo has the auto-debit flow in Canada and the UK only). */
export async function enableAutoDebitFlow(server: TestServer, companyId: number) {
  await sqlRows(
    server.db,
    `UPDATE companies SET feature_flags = feature_flags || '{"autoDebitFlowEnable": true}'::jsonb
      WHERE id = $1`,
    [companyId],
  );
}
