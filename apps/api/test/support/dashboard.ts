import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TransactionsQuery, TransactionsPage, Entry } from '@outlay/api-client/schema';
import { expect } from 'vitest';
import { SEED_DATE } from '../../src/seed/index.js';
import { FakeClock } from './fake-clock.js';
import type { Caller } from './signed-in-calls.js';
import { type TestServer, startTestServer } from './test-server.js';

export type { TransactionsQuery, TransactionsPage, Entry } from '@outlay/api-client/schema';

/** A server on the seeded demo, its clock at the seed date, its files in a folder of its own. */
export function startDashboardServer(): Promise<TestServer> {
  return startTestServer({
    clock: new FakeClock(SEED_DATE),
    config: { filesDir: mkdtempSync(join(tmpdir(), 'outlay-dashboard-files-')) },
  });
}

export async function listAs(
  caller: Caller,
  query: TransactionsQuery,
  lang?: string,
): Promise<TransactionsPage> {
  const response = await caller.call('POST', '/web/dashboard/transactions', query, { lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TransactionsPage>();
}

/** Every page of a query, in order. */
export async function allEntries(
  caller: Caller,
  query: TransactionsQuery,
  lang?: string,
): Promise<Entry[]> {
  const first = await listAs(caller, { ...query, page: 0 }, lang);
  const entries = [...first.transactions];
  for (let page = 1; page < first.pages; page += 1) {
    entries.push(...(await listAs(caller, { ...query, page }, lang)).transactions);
  }
  return entries;
}

export function entryId(entry: Entry): number {
  switch (entry.type) {
    case 'card':
      return entry.transaction.id;
    case 'payment':
      return entry.transfer.id;
    case 'loan':
      return entry.instalment.id;
  }
}

/** The entry's own date: the transaction's, the transfer's, or the instalment's due date. */
export function entryTime(entry: Entry): string {
  switch (entry.type) {
    case 'card':
      return entry.transaction.transactionDateTime;
    case 'payment':
      return entry.transfer.transferDateTime;
    case 'loan':
      return entry.instalment.dueDate;
  }
}

export function entryUserId(entry: Entry): string | null {
  switch (entry.type) {
    case 'card':
      return entry.transaction.user?.id ?? null;
    case 'payment':
      return entry.transfer.user.id;
    case 'loan':
      return null;
  }
}
