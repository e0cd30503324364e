// Demo data of the accounting integration: Northwind linked to Xero through the sandbox
// provider (an account archived on Xero two days ago, a period lock three months back, the
// mandatory Region), the Mexican company to QuickBooks Online; rules, and entries pushed,
// failed with a reason, mapped and waiting, and (most) still to map.
import type { Insertable } from 'kysely';
import { mirrorConnection } from '../accounting/company-mirror.js';
import { eligibleEntry } from '../accounting/conditions.js';
import { connections } from '../accounting/connections.js';
import type { PlatformKey } from '../accounting/platforms.js';
import { DATASETS } from '../accounting/provider.js';
import { platformData } from '../accounting/sandbox/platform-data.js';
import { archiveSandboxAccount } from '../accounting/sandbox/sandbox-provider.js';
import type { SyncStatus } from '../accounting/syncs.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { AccountingSyncs } from '../db/schema.js';
import { COMPANY } from './companies.js';
import { SEED_DATE } from './constants.js';
import { MERCHANTS } from './entries/catalog.js';
import { syncIdSequence } from './insert.js';
import { stableUuid } from './stable-ids.js';
import type { SeedContext } from './index.js';

const DAY = 86_400_000;

interface DemoConnection {
  id: number;
  companyId: number;
  platform: PlatformKey;
  countryCode: string;
  companyName: string;
  connectedBy: number;
  employeeDefinitions: boolean;
  /** Days before today the platform's books are locked to (its first of the month). */
  lockMonthsBack: number | null;
  /** Tax rate per account name. */
  taxRules: Record<string, string>;
}

export const DEMO_ACCOUNTING: readonly DemoConnection[] = [
  {
    id: 1,
    companyId: COMPANY.northwind,
    platform: 'xero',
    countryCode: 'US',
    companyName: 'Northwind Supply',
    connectedBy: 1001,
    employeeDefinitions: true,
    lockMonthsBack: 3,
    taxRules: {
      Advertising: 'NY-SALES',
      'General Payment': 'NY-SALES',
      Entertainment: 'NY-SALES',
      Travel: 'NY-SALES',
      Software: 'TAX-EXEMPT',
      'Office Rent': 'TAX-EXEMPT',
      Postage: 'TAX-EXEMPT',
      Utilities: 'TAX-EXEMPT',
      Inventory: 'TX-SALES',
      'Other expenses': 'NY-SALES',
    },
  },
  {
    id: 2,
    companyId: COMPANY.mexico,
    platform: 'quickbooks',
    countryCode: 'MX',
    companyName: 'Comercializadora Altiplano S.A. de C.V.',
    connectedBy: 2001,
    employeeDefinitions: false,
    lockMonthsBack: null,
    taxRules: {
      Travel: 'TR-IVA16',
      Software: 'TR-IVA16',
      Entertainment: 'TR-IVA16',
      Advertising: 'TR-IVA16',
      'Office Rent': 'TR-IVA16',
      Postage: 'TR-IVA16',
      Inventory: 'TR-IVA0',
      'Other expenses': 'TR-IVA16',
    },
  },
];

/** The merchants' enrichment categories, as the books name them. */
const ACCOUNT_OF_LABEL: Record<string, string> = {
  Travel: 'Travel',
  Fuel: 'Travel',
  Software: 'Software',
  Meals: 'Entertainment',
  'Office Supplies': 'General Payment',
  Postage: 'Postage',
  Advertising: 'Advertising',
  'Office Rent': 'Office Rent',
  Inventory: 'Inventory',
  Maintenance: 'Other expenses',
  Equipment: 'Other expenses',
};

/** The company the demo connection's ids are derived from. */
export const demoCodatCompanyId = (connectionId: number) =>
  stableUuid(`codat-company:${connectionId}`);

/** The company's entries in [from, to) that may carry accounting parameters, oldest first. */
async function eligibleEntries(db: Db, companyId: number, from: Date, to: Date) {
  return kyselyOf(db)
    .selectFrom('entries as e')
    .leftJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      'e.id',
      'e.kind',
      'e.occurred_at',
      eb.cast<number>('e.amount', 'float8').as('amount'),
      'ct.merchant_id',
      'e.receipt_count',
      eb
        .exists(
          eb
            .selectFrom('receipts as r')
            .select('r.id')
            .whereRef('r.entry_id', '=', 'e.id')
            .whereRef('r.company_id', '=', 'e.company_id')
            .where('r.file_name', 'ilike', '%.xml'),
        )
        .as('has_xml'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.occurred_at', '>=', from)
    .where('e.occurred_at', '<', to)
    .where(eligibleEntry)
    .orderBy('e.occurred_at')
    .orderBy('e.id')
    .execute();
}

type EntryRow = Awaited<ReturnType<typeof eligibleEntries>>[number];

function firstOfMonthsBack(today: Date, months: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
}

export async function seedAccounting(db: Db, context: SeedContext) {
  const today = context.today ?? SEED_DATE;
  const at = (daysBack: number) => new Date(today.getTime() - daysBack * DAY);
  const q = kyselyOf(db);
  for (const demo of DEMO_ACCOUNTING) {
    const codatCompanyId = demoCodatCompanyId(demo.id);
    const dataConnectionId = stableUuid(`codat-data-connection:${demo.id}`);
    const data = platformData(demo.platform, codatCompanyId, demo.countryCode);
    const account = (name: string) => {
      const found = data.accounts.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No ${name} account on ${demo.platform}`);
      return found;
    };
    const lockDate =
      demo.lockMonthsBack === null ? null : firstOfMonthsBack(today, demo.lockMonthsBack);

    // The provider's side: its company, the datasets it pulled three days ago, and an account
    // archived on the platform since (only a refresh shows it).
    await q
      .insertInto('accounting_sandbox_companies')
      .values({
        codat_company_id: codatCompanyId,
        data_connection_id: dataConnectionId,
        platform_key: demo.platform,
        company_name: demo.companyName,
        country_code: demo.countryCode,
        lock_date: lockDate?.toISOString().slice(0, 10) ?? null,
        created_at: at(400),
        linked_at: at(400),
        deleted_at: null,
      })
      .execute();
    await q
      .insertInto('accounting_sandbox_pulls')
      .values(
        DATASETS.map((dataset) => ({
          codat_company_id: codatCompanyId,
          dataset,
          pulled_at: at(3),
        })),
      )
      .execute();
    if (demo.platform === 'xero') {
      await archiveSandboxAccount(db, codatCompanyId, account('Entertainment').id, at(2));
    }

    // Outlay's side.
    await q
      .insertInto('accounting_connections')
      .values({
        id: demo.id,
        company_id: demo.companyId,
        platform_key: demo.platform,
        codat_company_id: codatCompanyId,
        data_connection_id: dataConnectionId,
        status: 'Linked',
        is_tracking_categories_allowed: true,
        is_employee_definition_allowed: demo.employeeDefinitions,
        is_expense_data_definition_on: true,
        link_job_id: null,
        connected_by: demo.connectedBy,
        created_at: at(400),
        linked_at: at(400),
        deleted_at: null,
      })
      .execute();
    const connection = await connections.byId(db, { id: demo.id, companyId: demo.companyId });
    if (connection) await mirrorConnection(db, demo.companyId, connection);

    await q
      .insertInto('accounting_tax_rate_rules')
      .values(
        Object.entries(demo.taxRules).map(([name, taxRateId]) => ({
          connection_id: demo.id,
          company_id: demo.companyId,
          category_id: account(name).id,
          tax_rate_id: taxRateId,
          updated_by: demo.connectedBy,
          updated_at: at(300),
        })),
      )
      .execute();
    const categoryOfMerchant = new Map(
      MERCHANTS.flatMap((merchant) => {
        const name = ACCOUNT_OF_LABEL[merchant.categories[0] ?? ''];
        return name ? [[merchant.id, account(name)] as const] : [];
      }),
    );
    await q
      .insertInto('accounting_categorization_rules')
      .values(
        [...categoryOfMerchant].map(([merchantId, category]) => ({
          connection_id: demo.id,
          company_id: demo.companyId,
          merchant_id: merchantId,
          category_id: category.id,
          updated_by: demo.connectedBy,
          updated_at: at(300),
        })),
      )
      .execute();

    // Entries: pushed a month or two ago; in the last 30 days some failed, a few mapped and
    // waiting, the rest to map; before the period lock, two refused for it.
    const taxOf = (categoryName: string) =>
      data.taxRates.find((rate) => rate.id === demo.taxRules[categoryName]) ?? data.taxRates[0];
    const region = (id: number) =>
      ['region-east', 'region-west', 'region-central'][id % 3] ?? 'region-east';
    const definitionOf = (entry: EntryRow, forced?: string) => {
      const category =
        (forced ? account(forced) : undefined) ??
        (entry.merchant_id === null ? undefined : categoryOfMerchant.get(entry.merchant_id)) ??
        account('General Payment');
      const taxRate = taxOf(category.name);
      return {
        entry_id: entry.id,
        company_id: demo.companyId,
        connection_id: demo.id,
        category_id: category.id,
        category_name: category.name,
        tax_rate_id: taxRate?.id ?? '',
        tax_rate_value: taxRate?.effectiveTaxRate ?? 0,
        tracking_category_ids: demo.platform === 'xero' ? [region(entry.id)] : [],
        updated_by: demo.connectedBy,
        updated_at: new Date(entry.occurred_at.getTime() + DAY),
      };
    };
    const sync = (
      entry: EntryRow,
      status: SyncStatus,
      failure: { code: string; params: Record<string, string> } | null,
      pushed: boolean,
    ): Insertable<AccountingSyncs> => ({
      entry_id: entry.id,
      company_id: demo.companyId,
      connection_id: demo.id,
      status,
      job_id: null,
      failure_code: failure?.code ?? null,
      failure_params: failure ? JSON.stringify(failure.params) : null,
      platform_transaction_id: pushed ? data.transactionId(String(entry.id), codatCompanyId) : null,
      pushed_at: pushed ? new Date(entry.occurred_at.getTime() + 2 * DAY) : null,
      synced_receipts: pushed && status === 'pushed' ? entry.receipt_count : 0,
      model: 'bankTransactions',
      updated_at: new Date(entry.occurred_at.getTime() + 2 * DAY),
    });

    const older = await eligibleEntries(db, demo.companyId, at(60), at(31));
    const pushed = older.slice(0, demo.platform === 'xero' ? 60 : 20);
    // One pushed with an XML receipt, which Xero did not take (partially synced).
    const withXml = (await eligibleEntries(db, demo.companyId, at(120), at(31))).find(
      (entry) => entry.has_xml && !pushed.includes(entry),
    );
    if (withXml && demo.platform === 'xero') pushed.push(withXml);
    // Failures are recent, newest first, so the default "Last 30 days" shows them.
    const recent = (await eligibleEntries(db, demo.companyId, at(14), at(0))).reverse();
    const meals = recent.filter(
      (entry) => categoryOfMerchant.get(entry.merchant_id ?? 0)?.name === 'Entertainment',
    );
    const archivedFailures = demo.platform === 'xero' ? meals.slice(0, 2) : [];
    const others = recent.filter((entry) => !archivedFailures.includes(entry));
    const travelFailure = others.find(
      (entry) => categoryOfMerchant.get(entry.merchant_id ?? 0)?.name === 'Travel',
    );
    const rest = others.filter((entry) => entry !== travelFailure);
    const unavailable = rest.slice(0, 1);
    const waiting = rest.slice(1, 6);
    const beforeLock = lockDate
      ? (await eligibleEntries(db, demo.companyId, at(150), lockDate)).slice(-2)
      : [];

    const definitionRows = [
      ...pushed.map((entry) => definitionOf(entry)),
      ...archivedFailures.map((entry) => definitionOf(entry, 'Entertainment')),
      ...(travelFailure
        ? [{ ...definitionOf(travelFailure, 'Travel'), tracking_category_ids: [] }]
        : []),
      ...unavailable.map((entry) => definitionOf(entry)),
      ...waiting.map((entry) => definitionOf(entry)),
      ...beforeLock.map((entry) => definitionOf(entry)),
    ];
    if (definitionRows.length > 0) {
      await q.insertInto('accounting_definitions').values(definitionRows).execute();
    }

    const integration = demo.platform === 'xero' ? 'Xero' : 'QuickBooks Online';
    const syncRows = [
      ...pushed.map((entry) =>
        entry.has_xml && demo.platform === 'xero'
          ? sync(
              entry,
              'partially-synced',
              { code: 'RECEIPT_REJECTED', params: { file: 'factura.xml' } },
              true,
            )
          : sync(entry, 'pushed', null, true),
      ),
      ...archivedFailures.map((entry) =>
        sync(
          entry,
          'failed',
          {
            code: 'ACCOUNT_ARCHIVED',
            params: {
              account: `${account('Entertainment').nominalCode ?? ''} Entertainment`.trim(),
            },
          },
          false,
        ),
      ),
      ...(travelFailure
        ? [
            sync(
              travelFailure,
              'failed',
              {
                code: 'TRACKING_CATEGORY_MISSING',
                params: { categories: demo.platform === 'xero' ? 'Region' : 'Department' },
              },
              false,
            ),
          ]
        : []),
      ...unavailable.map((entry) =>
        sync(
          entry,
          'failed',
          { code: 'PROVIDER_UNAVAILABLE', params: { attempts: '5', integration } },
          false,
        ),
      ),
      ...beforeLock.map((entry) =>
        sync(
          entry,
          'failed',
          {
            code: 'PERIOD_CLOSED',
            params: { lockDate: lockDate?.toISOString().slice(0, 10) ?? '' },
          },
          false,
        ),
      ),
    ];
    if (syncRows.length > 0) await q.insertInto('accounting_syncs').values(syncRows).execute();
    // What the platform holds of the pushed ones.
    if (pushed.length > 0) {
      await q
        .insertInto('accounting_sandbox_transactions')
        .values(
          pushed.map((entry) => {
            const definition = definitionOf(entry);
            return {
              codat_company_id: codatCompanyId,
              source_id: String(entry.id),
              platform_transaction_id: data.transactionId(String(entry.id), codatCompanyId),
              account_id: definition.category_id,
              amount: entry.amount,
              payload: JSON.stringify({
                sourceId: String(entry.id),
                accountId: definition.category_id,
              }),
              receipt_ids: [],
              created_at: new Date(entry.occurred_at.getTime() + 2 * DAY),
              updated_at: new Date(entry.occurred_at.getTime() + 2 * DAY),
            };
          }),
        )
        .execute();
    }
  }
  await syncIdSequence(db, 'accounting_connections');
}
