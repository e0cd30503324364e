// What the accounting integration keeps (issue 43, item 15): a synced transaction stays
// findable in the history with the time the server stored when the platform accepted it, and
// disconnecting then connecting the same platform again brings back the company's definitions,
// rules and sync history; the picker's view says what a disconnected platform keeps.
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, SEED_DATE } from '../src/seed/index.js';
import {
  type Schemas,
  accountNamed,
  chartOf,
  connectionOf,
  expectStatus,
  json,
  listOf,
  remove,
  sectionOf,
  startAccountingServer,
  syncedAs,
  withWorkers,
  entryPicker,
} from './support/accounting.js';
import type { Caller } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { onPostgres } from './support/test-db.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin } = signedInSuite(
  startAccountingServer,
  { admin: 'admin@demo.outlay.test' },
  240_000,
);
let xero: Schemas['AccountingConnection'];
const PARALLEL = 8;

beforeAll(async () => {
  const connection = (await connectionOf(admin)).connection;
  if (!connection) throw new Error('Northwind is not connected');
  xero = connection;
});

const entry = entryPicker(() => server);
const fresh = () =>
  entry(`e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'cards'
    AND ct.sub_payment_type IS NULL AND s.entry_id IS NULL AND d.entry_id IS NULL
    AND e.occurred_at > '${SEED_DATE.toISOString()}'::timestamptz - interval '25 days'`);

async function pushTravel(caller: Caller, ids: number[]) {
  const travel = accountNamed(await chartOf(caller), 'Travel').id;
  expectStatus(
    await caller.call('POST', '/web/accounting/push-transactions', {
      mappings: ids.map((transactionId) => ({
        transactionId,
        type: 'card',
        accountId: travel,
        taxRate: { id: 'NY-SALES' },
        trackingCategories: [{ id: 'region-east' }],
      })),
      codatCompanyId: xero.codatCompanyId,
      dataConnectionId: xero.dataConnectionId,
      platform: xero.platform.key,
      displayCurrency: 'USD',
      modelToBePushed: 'bankTransactions',
    }),
    202,
  );
  await withWorkers(server, async () => {
    for (const id of ids) await syncedAs(caller, id, 'card', 'pushed');
  });
}

const rulesOf = async (caller: Caller) => ({
  taxRates: json('TaxRateRules', await caller.call('GET', '/web/accounting/tax-rate-rules'), 200)
    .data.rules,
  merchants: json(
    'CategorizationRules',
    await caller.call('GET', '/web/accounting/categorization-rules'),
    200,
  ).data.rules,
});

describe('the synced history', () => {
  it('lists what the platform has, the latest synced first, with when it was synced', async () => {
    const earlier = await fresh();
    const later = await fresh();
    server.clock.advanceSeconds(1);
    const firstAt = server.clock.now().toISOString();
    await pushTravel(admin, [earlier]);
    server.clock.advanceSeconds(60);
    const secondAt = server.clock.now().toISOString();
    await pushTravel(admin, [later]);

    // Gone from the rows to sync, and found in the history with the server's times.
    const toSync = await listOf(admin, { pageSize: 100 });
    expect(toSync.transactions.map((row) => row.id)).not.toContain(earlier);
    const history = await listOf(admin, { synced: true, pageSize: 100 });
    const [newest, next] = history.transactions;
    expect(newest).toMatchObject({
      id: later,
      transactionSyncedStatus: 'pushed',
      bankTransactionSyncedAt: secondAt,
    });
    expect(next).toMatchObject({ id: earlier, bankTransactionSyncedAt: firstAt });
    for (const row of history.transactions) {
      expect(['pushed', 'partially-synced', 'resync-queued']).toContain(
        row.transactionSyncedStatus,
      );
      expect(row.bankTransactionSyncedAt).not.toBeNull();
    }
    const times = history.transactions.map((row) => row.bankTransactionSyncedAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    // The failures of the period are still counted for the banner; the filter of failed ones
    // does not empty the history.
    expect(history.failedToSync).toBe(toSync.failedToSync);
    expect((await listOf(admin, { synced: true, failedOnly: true, pageSize: 100 })).total).toBe(
      history.total,
    );
    // A search narrows the history like the rows to sync.
    const none = await listOf(admin, { synced: true, search: 'zzzz-no-such-merchant' });
    expect(none.total).toBe(0);
  });
});

describe('connecting the same platform again', () => {
  it('brings back the definitions, rules and history; the view said what Xero kept', async () => {
    const pushed = await fresh();
    await pushTravel(admin, [pushed]);
    const syncedAt = (await sectionOf(admin, pushed, 'card')).transactionSyncedStatus;
    expect(syncedAt).toBe('pushed');
    const historyBefore = (await listOf(admin, { synced: true, pageSize: 100 })).transactions.find(
      (row) => row.id === pushed,
    );
    const defined = await fresh();
    const software = accountNamed(await chartOf(admin), 'Software');
    expectStatus(
      await admin.call('POST', '/web/accounting/transaction-definition', {
        integrationCompanyId: xero.integrationCompanyId,
        transactionId: defined,
        type: 'card',
        categoryId: software.id,
        categoryName: software.name,
        taxRateId: 'TAX-EXEMPT',
        taxRateValue: 0,
        trackingCategoryIds: 'region-west',
      }),
      200,
    );
    const rulesBefore = await rulesOf(admin);
    expect(rulesBefore.taxRates.length).toBeGreaterThan(0);
    expect(rulesBefore.merchants.length).toBeGreaterThan(0);

    expectStatus(await remove(server, admin, '/web/accounting/codat-companies'), 200);
    const disconnected = await connectionOf(admin);
    expect(disconnected.connection).toBeNull();
    const [kept] = disconnected.removedConnections;
    expect(disconnected.removedConnections).toHaveLength(1);
    expect(kept).toMatchObject({
      platform: 'xero',
      rules: rulesBefore.taxRates.length + rulesBefore.merchants.length,
    });
    expect(kept?.mappedTransactions).toBeGreaterThanOrEqual(2);

    const linking = json(
      'AccountingConnectionMessage',
      await admin.call('POST', '/web/accounting/codat-companies', { platform: 'xero' }),
      202,
    );
    expect(linking.data.connection).toMatchObject({ status: 'Linking', link: { state: 'queued' } });
    const linked = await withWorkers(server, () =>
      waitFor(async () => {
        const current = (await connectionOf(admin)).connection;
        return current?.status === 'Linked' ? current : undefined;
      }),
    );
    expect(linked).toMatchObject({
      integrationCompanyId: xero.integrationCompanyId,
      codatCompanyId: xero.codatCompanyId,
    });
    expect((await connectionOf(admin)).removedConnections).toEqual([]);
    expect(await rulesOf(admin)).toEqual(rulesBefore);
    expect((await sectionOf(admin, defined, 'card')).definition).toMatchObject({
      categoryId: software.id,
      taxRateId: 'TAX-EXEMPT',
      trackingCategoryIds: ['region-west'],
    });
    const section = await sectionOf(admin, pushed, 'card');
    expect(section).toMatchObject({ transactionSyncedStatus: 'pushed', isLocked: true });
    const historyAfter = (await listOf(admin, { synced: true, pageSize: 100 })).transactions.find(
      (row) => row.id === pushed,
    );
    expect(historyAfter?.bankTransactionSyncedAt).toBe(historyBefore?.bankTransactionSyncedAt);
    expect(historyAfter?.bankTransactionSyncedAt).not.toBeNull();
    // The chart is the same organisation's: the saved category is still active there.
    expect(accountNamed(await chartOf(admin), 'Software').id).toBe(software.id);
  });
});

describe(`Xero connected again ${String(PARALLEL)} times at once (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('brings its connection back once; the other requests are told it is connected', async () => {
    const before = (await connectionOf(admin)).connection;
    expectStatus(await remove(server, admin, '/web/accounting/codat-companies'), 200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', '/web/accounting/codat-companies', { platform: 'xero' }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, ...Array.from({ length: PARALLEL - 1 }, () => 409)]);
    const live = await sqlRows<{ id: number }>(
      server.db,
      `SELECT id FROM accounting_connections WHERE company_id = $1 AND deleted_at IS NULL`,
      [COMPANY.northwind],
    );
    expect(live).toEqual([{ id: before?.integrationCompanyId }]);
    const links = await sqlRows<{ id: string }>(
      server.db,
      `SELECT id FROM background_jobs WHERE subject_kind = 'accounting-connection'
          AND subject_id = $1 AND state = 'queued'`,
      [String(before?.integrationCompanyId)],
    );
    expect(links).toHaveLength(1);
  });
});
