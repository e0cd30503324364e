// The accounting integration's server side, part 2: the mapping table, pushes through the job
// queue (queued, then pushed, or failed with the provider's reason and never retried for a
// refusal), the spec's warnings, dataset refresh, resync, and a connection removed while
// pushes wait.
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, SEED_DATE } from '../src/seed/index.js';
import {
  type Schemas,
  accountNamed,
  chartOf,
  errorOf,
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
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin, bookkeeper, employee, mexico } = signedInSuite(
  startAccountingServer,
  {
    admin: 'admin@demo.outlay.test',
    bookkeeper: 'bookkeeper@demo.outlay.test',
    employee: 'employee@demo.outlay.test',
    mexico: 'mx.admin@demo.outlay.test',
  },
  240_000,
);
let xero: Schemas['AccountingConnection'];

const codat = async (caller: Caller) =>
  json('AccountingConnectionView', await caller.call('GET', '/web/accounting/codat-companies'), 200)
    .data.connection;

beforeAll(async () => {
  const connection = await codat(admin);
  if (!connection) throw new Error('Northwind is not connected');
  xero = connection;
});

/** An entry no other test took (see entryPicker). */
const entry = entryPicker(() => server);

/** A recent Northwind purchase never mapped nor pushed. */
const fresh = (extra = 'TRUE') =>
  entry(`e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'cards'
    AND ct.sub_payment_type IS NULL AND s.entry_id IS NULL AND d.entry_id IS NULL
    AND e.occurred_at > '${SEED_DATE.toISOString()}'::timestamptz - interval '25 days' AND ${extra}`);

type Mapping = Schemas['PushMapping'];

function mapping(
  transactionId: number,
  accountId: string | null,
  overrides: Partial<Mapping> = {},
): Mapping {
  return {
    transactionId,
    type: 'card',
    accountId,
    taxRate: { id: 'NY-SALES' },
    trackingCategories: [{ id: 'region-east' }],
    ...overrides,
  };
}

function push(caller: Caller, mappings: Mapping[], connection = xero, lang?: string) {
  return caller.call(
    'POST',
    '/web/accounting/push-transactions',
    {
      mappings,
      codatCompanyId: connection.codatCompanyId,
      dataConnectionId: connection.dataConnectionId,
      platform: connection.platform.key,
      displayCurrency: 'USD',
      modelToBePushed: 'bankTransactions',
    },
    lang ? { lang } : {},
  );
}

const lockDate = (() => {
  const date = new Date(Date.UTC(SEED_DATE.getUTCFullYear(), SEED_DATE.getUTCMonth() - 3, 1));
  return date.toISOString().slice(0, 10);
})();

describe('the mapping table', () => {
  it('lists the period’s transactions still to push, with the failures and their reasons', async () => {
    const page = await listOf(admin);
    expect(page.total).toBeGreaterThan(50);
    expect(page.transactions).toHaveLength(25);
    expect(page.failedToSync).toBe(4);
    expect(page.transactionSyncFailureMessageSet).toEqual([
      'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
      'Xero did not answer after 5 attempts. Try again later.',
      'Xero requires Region for this transaction.',
    ]);
    for (const row of page.transactions) {
      expect(['queued', 'failed', null]).toContain(row.transactionSyncedStatus);
    }
    const times = page.transactions.map((row) => row.transactionDateTime);
    expect([...times].sort().reverse()).toEqual(times);
    // A row with no definition is suggested what the merchant's rule and its category's rule say.
    const ubers = (await listOf(admin, { search: 'uber', pageSize: 100 })).transactions.filter(
      (row) => row.accounting_transaction_definition === null,
    );
    expect(ubers.length).toBeGreaterThan(0);
    for (const uber of ubers) {
      expect(uber.suggestion).toMatchObject({ categoryName: 'Travel', taxRateId: 'NY-SALES' });
    }
  });

  it('pages, searches, filters the failed ones, and words them in the reader’s language', async () => {
    const first = await listOf(admin, { pageSize: 10 });
    const second = await listOf(admin, { pageSize: 10, page: 1 });
    expect(second.transactions[0]?.id).not.toBe(first.transactions[0]?.id);
    expect(second.total).toBe(first.total);
    const uber = await listOf(admin, { search: 'uber' });
    expect(uber.total).toBeGreaterThan(0);
    expect(uber.total).toBeLessThan(first.total);
    expect(uber.transactions.every((row) => row.title.toLowerCase().includes('uber'))).toBe(true);
    const failed = await listOf(admin, { failedOnly: true }, 'es');
    expect(failed.total).toBe(4);
    expect(failed.transactions.every((row) => row.transactionSyncedStatus === 'failed')).toBe(true);
    expect(failed.transactions.map((row) => row.syncFailureMessage)).toContain(
      'La cuenta 420 Entertainment está archivada en Xero. Actualiza el catálogo de cuentas y elige otra categoría.',
    );
  });

  it('shows entries refused for the period lock when the range covers them', async () => {
    const old = await listOf(admin, {
      dateRange: 'custom',
      startDate: new Date(Date.parse(lockDate) - 60 * 86_400_000).toISOString().slice(0, 10),
      endDate: lockDate,
      failedOnly: true,
    });
    expect(old.transactionSyncFailureMessageSet).toEqual([
      `The period is closed in Xero: nothing dated before ${lockDate} can be added.`,
    ]);
  });

  it('is the admin’s and bookkeeper’s, and each company’s own', async () => {
    expect(
      (await bookkeeper.call('POST', '/web/accounting/incomplete-transactions', { page: 0 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await employee.call('POST', '/web/accounting/incomplete-transactions', { page: 0 }))
        .statusCode,
    ).toBe(404);
    const mexican = await listOf(mexico, { pageSize: 100 });
    const ids = new Set((await listOf(admin, { pageSize: 100 })).transactions.map((row) => row.id));
    expect(mexican.transactions.some((row) => ids.has(row.id))).toBe(false);
    expect(mexican.failedToSync).toBe(2);
    expect(mexican.transactionSyncFailureMessageSet).toEqual([
      'QuickBooks Online did not answer after 5 attempts. Try again later.',
      'QuickBooks Online requires Department for this transaction.',
    ]);
  });
});

describe('pushing', () => {
  it('answers the spec’s warnings and queues nothing when a mapping is incomplete', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const chart = await chartOf(admin);
    const travel = accountNamed(chart, 'Travel').id;
    expect(errorOf(await push(admin, [mapping(a, null)]), 400)).toBe(
      'Sorry! Please add a category and tax rate before syncing this transaction.',
    );
    expect(
      errorOf(await push(admin, [mapping(a, travel, { taxRate: null }), mapping(b, null)]), 400),
    ).toBe('Sorry! Please add a category and tax rate before syncing these transactions.');
    expect(
      errorOf(
        await push(admin, [mapping(a, 'gone'), mapping(b, travel, { taxRate: { id: 'IVA16' } })]),
        400,
      ),
    ).toBe('2 transactions have a category or tax rate that is not active in Xero.');
    expect(errorOf(await push(admin, [mapping(a, travel, { trackingCategories: [] })]), 400)).toBe(
      'The following tracking categories are required: Region.',
    );
    expect(
      errorOf(await push(admin, [mapping(a, travel, { trackingCategories: [] })], xero, 'pt'), 400),
    ).toBe('As seguintes categorias de rastreamento são obrigatórias: Region.');
    const moved = { ...xero, codatCompanyId: '00000000-0000-4000-8000-000000000000' };
    expect(errorOf(await push(admin, [mapping(a, travel)], moved), 409)).toBe(
      'The accounting connection changed. Reload the page and try again.',
    );
    expect((await sectionOf(admin, a, 'card')).transactionSyncedStatus).toBeNull();
  });

  it('refuses what is not the caller’s to push, or not pushable', async () => {
    const chart = await chartOf(admin);
    const travel = accountNamed(chart, 'Travel').id;
    const pushed = await entry(
      `e.company_id = ${COMPANY.northwind} AND s.status = 'pushed' AND e.kind = 'card'`,
    );
    expect(errorOf(await push(admin, [mapping(pushed, travel)]), 409)).toBe(
      'Unable to update a category/tax rate/department for transaction already synced to Xero',
    );
    const settlement = await entry(
      `e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'settlement'`,
    );
    expect(errorOf(await push(admin, [mapping(settlement, travel)]), 400)).toBe(
      'This transaction cannot be sent to Xero.',
    );
    const mexican = await entry(`e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards'`);
    expect((await push(admin, [mapping(mexican, travel)])).statusCode).toBe(404);
    expect((await push(employee, [mapping(await fresh(), travel)])).statusCode).toBe(404);
  });

  it('marks the transactions queued, then pushed by the job queue', async () => {
    const chart = await chartOf(admin);
    const ids = [await fresh(), await fresh(), await fresh()];
    const accepted = json(
      'AccountingQueued',
      await push(admin, [
        mapping(ids[0] ?? 0, accountNamed(chart, 'Travel').id),
        mapping(ids[1] ?? 0, accountNamed(chart, 'Software').id, { taxRate: { id: 'TAX-EXEMPT' } }),
        mapping(ids[2] ?? 0, accountNamed(chart, 'Advertising').id, {
          trackingCategories: [{ id: 'region-west' }, { id: 'project-show' }],
        }),
      ]),
      202,
    );
    expect(accepted.msg).toBe('3 transactions queued for Xero.');
    expect(accepted.data).toEqual({ queued: 3, transactionIds: ids });
    const queued = await sectionOf(admin, ids[0] ?? 0, 'card');
    expect(queued).toMatchObject({
      transactionSyncedStatus: 'queued',
      isLocked: false,
      job: { state: 'queued', attempts: 0, maxAttempts: 5 },
      definition: {
        categoryName: 'Travel',
        taxRateId: 'NY-SALES',
        trackingCategoryIds: ['region-east'],
      },
    });
    // Pushing them again while they wait queues nothing more.
    const again = json(
      'AccountingQueued',
      await push(admin, [mapping(ids[0] ?? 0, accountNamed(chart, 'Travel').id)]),
      202,
    );
    expect(again.msg).toBe('Nothing new to sync: these transactions are already queued.');

    await withWorkers(server, async () => {
      for (const id of ids) await syncedAs(admin, id, 'card', 'pushed');
    });
    const pushed = await sectionOf(admin, ids[0] ?? 0, 'card');
    expect(pushed).toMatchObject({ isLocked: true, job: { state: 'completed', attempts: 1 } });
    const pushedIds = json(
      'PushedTransactionIds',
      await admin.call('GET', '/web/accounting/pushed-transactions'),
      200,
    ).data.transactionIds;
    expect(pushedIds).toEqual(expect.arrayContaining(ids));
    const onPlatform = await sqlRows<{ account_id: string; source_id: string }>(
      server.db,
      `SELECT account_id, source_id FROM accounting_sandbox_transactions WHERE source_id = ANY($1::text[])`,
      [ids.map(String)],
    );
    expect(onPlatform).toHaveLength(3);
    // The job is the admin's to see, and the bookkeeper's; not the employee's, nor Mexico's.
    const jobId = pushed.job?.id ?? '';
    expect(
      json('BackgroundJobView', await bookkeeper.call('GET', `/web/jobs/${jobId}`), 200).data.state,
    ).toBe('completed');
    expect((await employee.call('GET', `/web/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await mexico.call('GET', `/web/jobs/${jobId}`)).statusCode).toBe(404);
  });

  it('keeps the rows just pushed in the table as they settle, when asked to', async () => {
    const chart = await chartOf(admin);
    const ids = [await fresh(), await fresh()];
    const entertainment = accountNamed(chart, 'Entertainment').id;
    expectStatus(
      await push(admin, [
        mapping(ids[0] ?? 0, accountNamed(chart, 'Travel').id),
        mapping(ids[1] ?? 0, entertainment),
      ]),
      202,
    );
    await withWorkers(server, async () => {
      await syncedAs(admin, ids[0] ?? 0, 'card', 'pushed');
      await syncedAs(admin, ids[1] ?? 0, 'card', 'failed');
    });
    const pageSize = 100;
    const plain = await listOf(admin, { pageSize });
    expect(plain.transactions.map((row) => row.id)).not.toContain(ids[0]);
    const pinned = await listOf(admin, { pageSize, includeTransactionIds: ids });
    expect(pinned.total).toBe(plain.total + 1);
    const [pushedRow, failedRow] = ids.map((id) =>
      pinned.transactions.find((row) => row.id === id),
    );
    expect(pushedRow).toMatchObject({
      transactionSyncedStatus: 'pushed',
      syncFailureMessage: null,
      job: { state: 'completed' },
    });
    expect(pushedRow?.bankTransactionSyncedAt).not.toBeNull();
    expect(failedRow).toMatchObject({
      transactionSyncedStatus: 'failed',
      syncFailureMessage:
        'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
      job: { state: 'refused' },
    });
    // The failed filter keeps them too; a search that misses them leaves them out.
    const failedOnly = await listOf(admin, {
      pageSize,
      failedOnly: true,
      includeTransactionIds: ids,
    });
    expect(failedOnly.transactions.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    expect(failedOnly.failedToSync).toBe(plain.failedToSync);
    const missed = await listOf(admin, {
      search: 'zzzz-no-such-merchant',
      includeTransactionIds: ids,
    });
    expect(missed.total).toBe(0);
  });

  it('fails for good on the provider’s refusal, then a refresh, a new category and a retry push it', async () => {
    const chart = await chartOf(admin);
    const entertainment = accountNamed(chart, 'Entertainment').id;
    const id = await fresh();
    expectStatus(await push(bookkeeper, [mapping(id, entertainment)]), 202);
    const failed = await withWorkers(server, () => syncedAs(admin, id, 'card', 'failed'));
    expect(failed.syncFailureMessage).toBe(
      'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.',
    );
    expect(failed.job).toMatchObject({
      state: 'refused',
      attempts: 1,
      refusal: { code: 'ACCOUNT_ARCHIVED' },
    });
    expect(failed.isLocked).toBe(false);

    const refresh = json(
      'RefreshDatasetResponse',
      await admin.call('POST', '/web/accounting/chart-of-accounts/refresh', {
        dataset: 'chartOfAccounts',
      }),
      202,
    );
    expect(refresh.msg).toBe('Refreshing the chart of accounts from Xero.');
    expect(refresh.data.refresh?.state).toBe('queued');
    await withWorkers(server, () =>
      waitFor(async () => {
        const statuses = (await chartOf(admin)).datasets;
        return statuses.find((status) => status.dataset === 'chartOfAccounts')?.refresh?.state ===
          'completed'
          ? true
          : undefined;
      }),
    );
    const refreshed = await chartOf(admin);
    expect(refreshed.chartOfAccounts.map((account) => account.name)).not.toContain('Entertainment');

    // The admin picks another category in the drawer, then retries.
    expectStatus(
      await admin.call('POST', '/web/accounting/transaction-definition', {
        integrationCompanyId: xero.integrationCompanyId,
        transactionId: id,
        type: 'card',
        categoryId: accountNamed(refreshed, 'Other expenses').id,
        taxRateId: 'NY-SALES',
        trackingCategoryIds: 'region-central',
      }),
      200,
    );
    const retried = json(
      'AccountingQueued',
      await admin.call('POST', '/web/accounting/resync', {
        transactions: [{ transactionId: id, type: 'card' }],
      }),
      202,
    );
    expect(retried.msg).toBe('1 transaction queued to sync again.');
    expect((await sectionOf(admin, id, 'card')).transactionSyncedStatus).toBe('queued');
    await withWorkers(server, () => syncedAs(admin, id, 'card', 'pushed'));
  });

  it('fails an entry dated before the platform’s period lock', async () => {
    const chart = await chartOf(admin);
    const id = await entry(`e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'cards'
      AND ct.sub_payment_type IS NULL AND s.entry_id IS NULL AND e.occurred_at < '${lockDate}'`);
    expectStatus(await push(admin, [mapping(id, accountNamed(chart, 'Travel').id)]), 202);
    const failed = await withWorkers(server, () => syncedAs(admin, id, 'card', 'failed'));
    expect(failed.syncFailureMessage).toBe(
      `The period is closed in Xero: nothing dated before ${lockDate} can be added.`,
    );
  });

  it('resyncs a pushed transaction’s receipts, and keeps one the platform would not take', async () => {
    const pushed = await entry(`e.company_id = ${COMPANY.northwind} AND s.status = 'pushed'
      AND e.kind = 'card' AND e.receipt_count > 0`);
    const partly = await entry(
      `e.company_id = ${COMPANY.northwind} AND s.status = 'partially-synced'`,
    );
    const [partlyKind] = await sqlRows<{ kind: 'card' | 'payment' }>(
      server.db,
      'SELECT kind FROM entries WHERE id = $1',
      [partly],
    );
    const partlyType = partlyKind?.kind ?? 'card';
    const queued = json(
      'AccountingQueued',
      await admin.call('POST', '/web/accounting/resync', {
        transactions: [
          { transactionId: pushed, type: 'card' },
          { transactionId: partly, type: partlyType },
        ],
      }),
      202,
    );
    expect(queued.msg).toBe('2 transactions queued to sync again.');
    expect((await sectionOf(admin, pushed, 'card')).transactionSyncedStatus).toBe('resync-queued');
    await withWorkers(server, async () => {
      await syncedAs(admin, pushed, 'card', 'pushed');
      await waitFor(async () => {
        const section = await sectionOf(admin, partly, partlyType);
        return section.transactionSyncedStatus === 'partially-synced' &&
          section.job?.state === 'completed'
          ? true
          : undefined;
      });
    });
    const [row] = await sqlRows<{ synced_receipts: number; receipt_count: number }>(
      server.db,
      `SELECT s.synced_receipts, e.receipt_count FROM accounting_syncs s JOIN entries e ON e.id = s.entry_id
        WHERE s.entry_id = $1`,
      [pushed],
    );
    expect(row?.synced_receipts).toBe(row?.receipt_count);
  });
});

describe('a connection removed while pushes wait', () => {
  it('fails them with the reason, and another platform starts from nothing', async () => {
    const connection = await codat(mexico);
    if (!connection) throw new Error('Mexico is not connected');
    const chart = await chartOf(mexico);
    const software = accountNamed(chart, 'Software').id;
    const ids = [
      await entry(
        `e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards' AND s.entry_id IS NULL`,
      ),
      await entry(
        `e.company_id = ${COMPANY.mexico} AND ct.payment_type = 'cards' AND s.entry_id IS NULL`,
      ),
    ];
    expectStatus(
      await push(
        mexico,
        ids.map((id) =>
          mapping(id, software, { taxRate: { id: 'TR-IVA16' }, trackingCategories: [] }),
        ),
        connection,
      ),
      202,
    );
    const removed = json(
      'AccountingConnectionMessage',
      await remove(server, mexico, '/web/accounting/codat-companies'),
      200,
    );
    expect(removed.msg).toBe('Disconnected from QuickBooks Online.');
    expect(await codat(mexico)).toBeNull();
    const company = json('Company', await mexico.call('GET', '/web/company/company-details'), 200);
    expect(company.companyAccountingIntegration).toBeNull();
    expect(company.dataConnections).toEqual([]);
    const [first] = ids;
    expect((await sectionOf(mexico, first ?? 0, 'card')).unavailableReason).toBe('notConnected');
    const rows = await sqlRows<{ status: string; failure_code: string }>(
      server.db,
      'SELECT status, failure_code FROM accounting_syncs WHERE entry_id = ANY($1::bigint[])',
      [ids],
    );
    expect(rows).toEqual([
      { status: 'failed', failure_code: 'CONNECTION_REMOVED' },
      { status: 'failed', failure_code: 'CONNECTION_REMOVED' },
    ]);
    // Their jobs still run, and are refused: nothing reaches the removed company.
    const jobIds = await sqlRows<{ job_id: string }>(
      server.db,
      'SELECT job_id FROM accounting_syncs WHERE entry_id = ANY($1::bigint[])',
      [ids],
    );
    await withWorkers(server, () =>
      waitFor(async () => {
        const states = await Promise.all(
          jobIds.map(
            async ({ job_id }) =>
              json('BackgroundJobView', await mexico.call('GET', `/web/jobs/${job_id}`), 200).data,
          ),
        );
        return states.every(
          (job) => job.state === 'refused' && job.refusal?.code === 'CONNECTION_REMOVED',
        )
          ? true
          : undefined;
      }),
    );
    expect(
      errorOf(
        await mexico.call('POST', '/web/accounting/incomplete-transactions', { page: 0 }),
        409,
      ),
    ).toBe('Connect an accounting platform first.');

    // The picker is told what QuickBooks keeps: connecting it again would bring it back.
    const { removedConnections } = json(
      'AccountingConnectionView',
      await mexico.call('GET', '/web/accounting/codat-companies'),
      200,
    ).data;
    expect(removedConnections).toEqual([
      expect.objectContaining({
        platform: 'quickbooks',
        mappedTransactions: expect.any(Number) as number,
      }),
    ]);
    expect(removedConnections[0]?.mappedTransactions).toBeGreaterThanOrEqual(2);

    // Another platform links in the background; the old definitions and states stay behind.
    const linking = json(
      'AccountingConnectionMessage',
      await mexico.call('POST', '/web/accounting/codat-companies', { platform: 'sandbox' }),
      202,
    );
    expect(linking.msg).toBe('Connecting to Sandbox. This takes a moment.');
    expect(linking.data.connection).toMatchObject({ status: 'Linking', link: { state: 'queued' } });
    const linked = await withWorkers(server, () =>
      waitFor(async () => {
        const current = await codat(mexico);
        return current?.status === 'Linked' ? current : undefined;
      }),
    );
    expect(linked.integrationCompanyId).not.toBe(connection.integrationCompanyId);
    expect((await sectionOf(mexico, first ?? 0, 'card')).definition).toBeNull();
    const page = await listOf(mexico);
    expect(page.failedToSync).toBe(0);
  });
});
