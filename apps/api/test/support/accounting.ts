import type { components } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.js';
import { SEED_DATE } from '../../src/seed/index.js';
import { FakeClock } from './fake-clock.js';
import { API } from './sign-in.js';
import type { Caller } from './signed-in-calls.js';
import { type TestServer, startTestServer } from './test-server.js';
import { waitFor } from './wait-for.js';
import { sqlRows } from './sql-rows.js';

export type Schemas = components['schemas'];

/** A fast sandbox that never fails for a moment (refusals still happen). */
export const ACCOUNTING_TEST_CONFIG = {
  accounting: { sandbox: { latencyMs: 2, transientFailurePercent: 0 } },
} satisfies Partial<Config>;

const jobs = (workers: boolean): Config['jobs'] => ({
  workers,
  pollingIntervalSeconds: 0.5,
  shutdownTimeoutMs: 1000,
});

/**
 * The demo at the seed date, serving requests with no job workers, so a test sees what a call
 * leaves queued; `withWorkers` runs the queue for a while on the same database.
 */
export function startAccountingServer(): Promise<TestServer> {
  return startTestServer({
    clock: new FakeClock(SEED_DATE),
    config: { ...ACCOUNTING_TEST_CONFIG, jobs: jobs(false) },
  });
}

/** Runs `work` while a second server on the same database runs the job workers. */
export async function withWorkers<T>(server: TestServer, work: () => Promise<T>): Promise<T> {
  const workers = await startTestServer({
    db: server.db,
    clock: server.clock,
    config: { ...ACCOUNTING_TEST_CONFIG, jobs: jobs(true) },
  });
  try {
    return await work();
  } finally {
    await workers.close();
  }
}

/** The body of a response expected to have `status`, as the contract's schema `schema`. */
export function json<K extends keyof Schemas>(
  schema: K,
  response: LightMyRequestResponse,
  status: number,
): Schemas[K] {
  expect(response.statusCode, `${schema}: ${response.body}`).toBe(status);
  return response.json<Schemas[K]>();
}

export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
}

export function errorOf(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Schemas['ErrorBody']>().errors.msg;
}

export function remove(server: TestServer, caller: Caller, path: string, lang?: string) {
  return server.app.inject({
    method: 'DELETE',
    url: `${API}${path}`,
    headers: {
      authorization: `Bearer ${caller.session.secretToken}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });
}

export const chartOf = async (caller: Caller) =>
  json('ChartOfAccounts', await caller.call('GET', '/web/accounting/chart-of-accounts'), 200).data;

export const connectionOf = async (caller: Caller) =>
  json('AccountingConnectionView', await caller.call('GET', '/web/accounting/codat-companies'), 200)
    .data;

export const sectionOf = async (
  caller: Caller,
  id: number,
  type: 'card' | 'payment',
  lang?: string,
) =>
  json(
    'EntryAccountingView',
    await caller.call(
      'GET',
      `/web/accounting/transaction-definition?transactionId=${id}&type=${type}`,
      undefined,
      lang ? { lang } : {},
    ),
    200,
  ).data;

export const listOf = async (
  caller: Caller,
  query: Partial<Schemas['IncompleteTransactionsQuery']> = {},
  lang?: string,
) =>
  json(
    'IncompleteTransactions',
    await caller.call(
      'POST',
      '/web/accounting/incomplete-transactions',
      { page: 0, ...query },
      lang ? { lang } : {},
    ),
    200,
  ).data;

/** Waits until the entry's section says `status`. */
export function syncedAs(caller: Caller, id: number, type: 'card' | 'payment', status: string) {
  return waitFor(async () => {
    const section = await sectionOf(caller, id, type);
    return section.transactionSyncedStatus === status ? section : undefined;
  });
}

/** An account of the chart by name. */
export function accountNamed(chart: Schemas['ChartOfAccounts']['data'], name: string) {
  const account = chart.chartOfAccounts.find((candidate) => candidate.name === name);
  if (!account) throw new Error(`no ${name} account`);
  return account;
}

/**
 * Picks entries for a file's tests, each once: `pick(where)` answers the newest entry matching
 * `where` (over entries e, card_transactions ct, users u, accounting_syncs s and
 * accounting_definitions d) that no earlier pick took, so tests never share an entry.
 */
export function entryPicker(server: () => TestServer) {
  const taken: number[] = [];
  return async (where: string): Promise<number> => {
    const [row] = await sqlRows<{ id: string }>(
      server().db,
      `SELECT e.id::text FROM entries e
         LEFT JOIN card_transactions ct ON ct.entry_id = e.id
         LEFT JOIN users u ON u.id = e.user_id
         LEFT JOIN accounting_syncs s ON s.entry_id = e.id
         LEFT JOIN accounting_definitions d ON d.entry_id = e.id
        WHERE ${where} AND e.id <> ALL($1::bigint[])
        ORDER BY e.occurred_at DESC, e.id LIMIT 1`,
      [taken],
    );
    if (!row) throw new Error(`no entry where ${where}`);
    taken.push(Number(row.id));
    return Number(row.id);
  };
}
