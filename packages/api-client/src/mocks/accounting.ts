// Handlers for the accounting integration that behave like the server, in memory: Northwind on
// Xero; definitions saved and checked (both category and tax rate), pushes checked with the
// spec's warnings, pushed rows `queued` on the next read and settled on the one after (pushed,
// or failed for the archived Entertainment account), resync of failed rows, connect and
// disconnect. Call `resetAccountingMocks()` between tests (beside `server.resetHandlers()`).
import type { AccountingTransaction, components } from '../generated/schema';
import {
  accountingPlatforms,
  accountingTransactions,
  backgroundJob,
  categorizationRules,
  completedJob,
  definitionSaved,
  entryAccounting,
  incompleteTransactions,
  queuedJob,
  quickbooksChartOfAccounts,
  refusedJob,
  sageChartWithoutTracking,
  taxRateRules,
  transactionsQueued,
  xeroAccounts,
  xeroChartOfAccounts,
  xeroConnection,
} from './fixtures/accounting';
import { errorBody, http } from './http';
import { readJson } from './read-json';

type Schemas = components['schemas'];

const ARCHIVED_MESSAGE =
  'The account 420 Entertainment is archived in Xero. Refresh the chart of accounts and choose another category.';
const LOCKED_MESSAGE =
  'Unable to update a category/tax rate/department for transaction already synced to Xero';

interface State {
  connection: Schemas['AccountingConnection'] | null;
  rows: Map<number, AccountingTransaction>;
  /** Reads of the table left before a queued row settles. */
  settling: Map<number, number>;
  pushed: Set<number>;
  /** Disconnected platforms and what they keep for a reconnection. */
  removed: Schemas['RemovedAccountingConnection'][];
}

const fresh = (connected = true): State => ({
  connection: connected ? xeroConnection : null,
  rows: new Map(accountingTransactions.map((row) => [row.id, structuredClone(row)])),
  settling: new Map(),
  pushed: new Set([6801, 6802, 6803]),
  removed: [],
});

let state = fresh();

/** Back to the fixtures: Northwind on Xero (or not connected), nothing pushed since. */
export function resetAccountingMocks(options: { connected?: boolean } = {}): void {
  state = fresh(options.connected ?? true);
}

function chart(): Schemas['ChartOfAccounts'] {
  switch (state.connection?.platform.key) {
    case 'quickbooks':
    case 'quickbooks-sandbox':
      return quickbooksChartOfAccounts;
    case 'sage':
      return sageChartWithoutTracking;
    default:
      return xeroChartOfAccounts;
  }
}

/** Queued rows settle on the read after the one that showed them queued. */
function advance(): void {
  for (const [id, reads] of state.settling) {
    const row = state.rows.get(id);
    if (!row) continue;
    if (reads > 0) {
      state.settling.set(id, reads - 1);
      continue;
    }
    state.settling.delete(id);
    const archived =
      row.accounting_transaction_definition?.categoryId === xeroAccounts.entertainment.id;
    row.transactionSyncedStatus = archived ? 'failed' : 'pushed';
    row.syncFailureMessage = archived ? ARCHIVED_MESSAGE : null;
    row.job = archived ? refusedJob : completedJob;
    if (!archived) {
      row.bankTransactionSyncedAt = '2026-01-05T09:00:03.000Z';
      state.pushed.add(id);
    }
  }
}

function sectionOf(id: number): Schemas['EntryAccounting'] {
  const row = state.rows.get(id);
  if (!row) return entryAccounting.toDefine;
  const definition = row.accounting_transaction_definition;
  const account = chart().data.chartOfAccounts.find(
    (candidate) => candidate.id === definition?.categoryId,
  );
  const rate = chart().data.taxRates.find((candidate) => candidate.id === definition?.taxRateId);
  const locked = row.transactionSyncedStatus === 'pushed';
  return {
    ...entryAccounting.toDefine,
    definition: definition
      ? {
          ...definition,
          categoryName: account?.name ?? '',
          taxRateValue: rate?.effectiveTaxRate ?? 0,
        }
      : null,
    suggestion: definition ? null : row.suggestion,
    transactionSyncedStatus: row.transactionSyncedStatus,
    isLocked: locked,
    lockedMessage: locked ? LOCKED_MESSAGE : null,
    syncFailureMessage: row.syncFailureMessage,
    job: row.job,
  };
}

const missingMessage = (count: number) =>
  count === 1
    ? 'Sorry! Please add a category and tax rate before syncing this transaction.'
    : 'Sorry! Please add a category and tax rate before syncing these transactions.';

export const accountingHandlers = [
  http.get('/v2/web/accounting/codat-companies', ({ response }) =>
    response(200).json({
      data: {
        connection: state.connection,
        platforms: accountingPlatforms,
        removedConnections: state.connection ? [] : state.removed,
      },
    }),
  ),
  http.post('/v2/web/accounting/codat-companies', async ({ request, response }) => {
    const body = await readJson(request);
    const platform =
      accountingPlatforms.find((candidate) => candidate.key === body.platform) ??
      xeroConnection.platform;
    if (state.connection) {
      return response(409).json(
        errorBody(
          `The company is already connected to ${state.connection.platform.name}. Disconnect it first.`,
        ),
      );
    }
    // The same platform comes back as it was; another starts a new connection.
    const again = state.removed.some((removed) => removed.platform === platform.key);
    state.removed = state.removed.filter((removed) => removed.platform !== platform.key);
    const connection = {
      ...xeroConnection,
      integrationCompanyId: again ? xeroConnection.integrationCompanyId : 3,
      platform,
    };
    // The link job ends before the next read.
    state.connection = connection;
    return response(202).json({
      msg: `Connecting to ${platform.name}. This takes a moment.`,
      data: { connection: { ...connection, status: 'Linking', linkedAt: null, link: queuedJob } },
    });
  }),
  http.delete('/v2/web/accounting/codat-companies', ({ response }) => {
    const name = state.connection?.platform.name;
    if (!name || !state.connection)
      return response(404).json(errorBody('Connect an accounting platform first.'));
    const platform = state.connection.platform.key;
    state.removed = [
      ...state.removed.filter((removed) => removed.platform !== platform),
      {
        platform,
        mappedTransactions: [...state.rows.values()].filter(
          (row) => row.accounting_transaction_definition !== null,
        ).length,
        rules: taxRateRules.data.rules.length + categorizationRules.data.rules.length,
        removedAt: '2026-01-05T10:00:00.000Z',
      },
    ];
    state.connection = null;
    return response(200).json({ msg: `Disconnected from ${name}.`, data: { connection: null } });
  }),
  http.patch('/v2/web/accounting/codat-companies/settings', async ({ request, response }) => {
    if (!state.connection)
      return response(404).json(errorBody('Connect an accounting platform first.'));
    const body = (await readJson(request)) as Partial<Schemas['AccountingIntegrationSettings']>;
    state.connection = { ...state.connection, settings: { ...state.connection.settings, ...body } };
    return response(200).json({
      msg: 'Integration settings saved.',
      data: { connection: state.connection },
    });
  }),
  http.get('/v2/web/accounting/chart-of-accounts', ({ response }) => {
    if (!state.connection)
      return response(404).json(errorBody('Connect an accounting platform first.'));
    const data = chart().data;
    return response(200).json({
      data: {
        ...data,
        trackingCategories: state.connection.settings.isTrackingCategoriesAllowed
          ? data.trackingCategories
          : [],
      },
    });
  }),
  http.post('/v2/web/accounting/chart-of-accounts/refresh', async ({ request, response }) => {
    const body = await readJson(request);
    const dataset =
      (['chartOfAccounts', 'taxRates', 'trackingCategories'] as const).find(
        (candidate) => candidate === body.dataset,
      ) ?? 'chartOfAccounts';
    const words = {
      chartOfAccounts: 'the chart of accounts',
      taxRates: 'the tax rates',
      trackingCategories: 'the tracking categories',
    };
    return response(202).json({
      msg: `Refreshing ${words[dataset]} from ${state.connection?.platform.name ?? 'Xero'}.`,
      data: { dataset, fetchedAt: '2026-01-02T09:00:00.000Z', refresh: backgroundJob('queued') },
    });
  }),
  http.get('/v2/web/accounting/tax-rate-rules', ({ response }) => response(200).json(taxRateRules)),
  http.put('/v2/web/accounting/tax-rate-rules', async ({ request, response }) => {
    const body = (await readJson(request)) as {
      rules?: { categoryId: string; taxRateId: string }[];
    };
    const rules = (body.rules ?? []).flatMap((rule) => {
      const account = chart().data.chartOfAccounts.find(
        (candidate) => candidate.id === rule.categoryId,
      );
      const rate = chart().data.taxRates.find((candidate) => candidate.id === rule.taxRateId);
      return account && rate
        ? [
            {
              categoryId: account.id,
              categoryName: account.name,
              taxRateId: rate.id,
              taxRateName: rate.name,
              effectiveTaxRate: rate.effectiveTaxRate,
            },
          ]
        : [];
    });
    return response(200).json({
      msg: `${rules.length} tax rate ${rules.length === 1 ? 'rule' : 'rules'} saved.`,
      data: { rules },
    });
  }),
  http.get('/v2/web/accounting/categorization-rules', ({ response }) =>
    response(200).json(categorizationRules),
  ),
  http.put('/v2/web/accounting/categorization-rules', async ({ request, response }) => {
    const body = (await readJson(request)) as {
      rules?: { merchantId: number; categoryId: string }[];
    };
    const rules = (body.rules ?? []).flatMap((rule) => {
      const account = chart().data.chartOfAccounts.find(
        (candidate) => candidate.id === rule.categoryId,
      );
      return account
        ? [
            {
              merchantId: rule.merchantId,
              merchantName: `Merchant ${rule.merchantId}`,
              categoryId: account.id,
              categoryName: account.name,
            },
          ]
        : [];
    });
    return response(200).json({
      msg: `${rules.length} categorisation ${rules.length === 1 ? 'rule' : 'rules'} saved.`,
      data: { rules },
    });
  }),
  http.get('/v2/web/accounting/transaction-definition', ({ request, response }) => {
    const id = Number(new URL(request.url).searchParams.get('transactionId'));
    return response(200).json({ data: sectionOf(id) });
  }),
  http.post('/v2/web/accounting/transaction-definition', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SaveDefinitionRequest']>;
    if (!body.categoryId || !body.taxRateId) {
      return response(400).json(
        errorBody('Please add a Category and a Tax Rate', { code: 'VALIDATION' }),
      );
    }
    const id = Number(body.transactionId);
    const row = state.rows.get(id);
    if (row?.transactionSyncedStatus === 'pushed') {
      return response(409).json(errorBody(LOCKED_MESSAGE, { code: 'CONFLICT' }));
    }
    const definition = {
      categoryId: body.categoryId,
      taxRateId: body.taxRateId,
      trackingCategoryIds: (body.trackingCategoryIds ?? '')
        .split(',')
        .filter((part) => part !== ''),
    };
    if (row) row.accounting_transaction_definition = definition;
    const saved = sectionOf(id);
    return response(200).json(
      definitionSaved(
        saved.definition ?? { ...definition, categoryName: '', taxRateValue: 0 },
        saved,
      ),
    );
  }),
  http.post('/v2/web/accounting/incomplete-transactions', async ({ request, response }) => {
    advance();
    const query = (await readJson(request)) as Partial<Schemas['IncompleteTransactionsQuery']>;
    const search = (query.search ?? '').trim().toLowerCase();
    const pinned = new Set(query.includeTransactionIds ?? []);
    const open = [...state.rows.values()].filter((row) => row.transactionSyncedStatus !== 'pushed');
    const listed = (
      query.synced === true
        ? [...state.rows.values()]
            .filter((row) => row.transactionSyncedStatus === 'pushed')
            .sort((a, b) =>
              (b.bankTransactionSyncedAt ?? '').localeCompare(a.bankTransactionSyncedAt ?? ''),
            )
        : [...state.rows.values()]
            .filter((row) => row.transactionSyncedStatus !== 'pushed' || pinned.has(row.id))
            .filter(
              (row) =>
                query.failedOnly !== true ||
                row.transactionSyncedStatus === 'failed' ||
                pinned.has(row.id),
            )
    ).filter((row) => search === '' || row.title.toLowerCase().includes(search));
    const page = query.page ?? 0;
    const pageSize = query.pageSize ?? 25;
    const failed = open.filter((row) => row.transactionSyncedStatus === 'failed');
    return response(200).json({
      data: {
        ...incompleteTransactions.data,
        transactions: listed.slice(page * pageSize, (page + 1) * pageSize),
        total: listed.length,
        failedToSync: failed.length,
        transactionSyncFailureMessageSet: [
          ...new Set(
            failed.flatMap((row) => (row.syncFailureMessage ? [row.syncFailureMessage] : [])),
          ),
        ],
        page,
        pageSize,
      },
    });
  }),
  http.post('/v2/web/accounting/push-transactions', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['PushTransactionsRequest']>;
    const mappings = body.mappings ?? [];
    const incomplete = mappings.filter((mapping) => !mapping.accountId || !mapping.taxRate);
    if (incomplete.length > 0) {
      return response(400).json(
        errorBody(missingMessage(incomplete.length), { code: 'VALIDATION' }),
      );
    }
    if (
      state.connection?.settings.isTrackingCategoriesAllowed &&
      state.connection.platform.key === 'xero' &&
      mappings.some(
        (mapping) =>
          !mapping.trackingCategories.some((category) => category.id.startsWith('region-')),
      )
    ) {
      return response(400).json(
        errorBody('The following tracking categories are required: Region.', {
          code: 'VALIDATION',
        }),
      );
    }
    const queued: number[] = [];
    for (const mapping of mappings) {
      const row = state.rows.get(mapping.transactionId);
      if (row?.transactionSyncedStatus === 'pushed') {
        return response(409).json(errorBody(LOCKED_MESSAGE, { code: 'CONFLICT' }));
      }
      if (row?.transactionSyncedStatus === 'queued') continue;
      if (row) {
        row.accounting_transaction_definition = {
          categoryId: mapping.accountId ?? '',
          taxRateId: mapping.taxRate?.id ?? '',
          trackingCategoryIds: mapping.trackingCategories.map((category) => category.id),
        };
        row.transactionSyncedStatus = 'queued';
        row.syncFailureMessage = null;
        row.job = queuedJob;
        state.settling.set(row.id, 1);
      }
      queued.push(mapping.transactionId);
    }
    return response(202).json(transactionsQueued(queued));
  }),
  http.post('/v2/web/accounting/resync', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['ResyncRequest']>;
    const queued: number[] = [];
    for (const ref of body.transactions ?? []) {
      const row = state.rows.get(ref.transactionId);
      if (!row || row.transactionSyncedStatus === 'queued') continue;
      if (row.transactionSyncedStatus === 'failed') {
        row.transactionSyncedStatus = 'queued';
        row.syncFailureMessage = null;
        row.job = queuedJob;
        state.settling.set(row.id, 1);
      }
      queued.push(row.id);
    }
    return response(202).json(transactionsQueued(queued, true));
  }),
  http.get('/v2/web/accounting/pushed-transactions', ({ response }) =>
    response(200).json({ data: { transactionIds: [...state.pushed].sort((a, b) => a - b) } }),
  ),
];
