import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import { kyselyOf } from '../../db/kysely.js';
import { PLATFORMS, type PlatformKey } from '../platforms.js';
import {
  type AccountingProvider,
  type DatasetName,
  type DatasetRecords,
  type ProviderConnection,
  ProviderRefusal,
  type ProviderTrackingCategory,
  ProviderUnavailable,
} from '../provider.js';
import { type SandboxPlatformData, platformData } from './platform-data.js';

export interface AccountingSandboxConfig {
  /** How long the sandbox takes: a push; a link takes 4 times as long, a pull 5 times. */
  latencyMs: number;
  /** Share of pushes, pulls and links that fail for a moment (a 503), from 0 to 100. */
  transientFailurePercent: number;
}

const day = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Every category and option id of a tree. */
function trackingIds(categories: readonly ProviderTrackingCategory[]): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly ProviderTrackingCategory[]) => {
    for (const node of nodes) {
      ids.add(node.id);
      walk(node.children);
    }
  };
  walk(categories);
  return ids;
}

/**
 * The local sandbox of the unified accounting API: it keeps its companies, dataset pulls,
 * archived accounts and created transactions in tables of its own (`accounting_sandbox_*`), as
 * the real service keeps them on its side, and behaves like it: links, pulls and pushes take
 * time, some fail for a moment (deterministically, per transaction and attempt), and the
 * platform refuses what it would refuse — an archived account, a date in a closed period, a
 * missing tracking category, an attachment type it does not take.
 */
export function createSandboxAccountingProvider(
  db: Db,
  clock: Clock,
  config: AccountingSandboxConfig,
): AccountingProvider {
  const attempts = new Map<string, number>();
  // The sandbox's own tables are the provider's, not a company's.
  const q = kyselyOf(db);

  /** Fails one call in `transientFailurePercent`, the same ones for the same calls. */
  function flaky(what: string) {
    const attempt = (attempts.get(what) ?? 0) + 1;
    attempts.set(what, attempt);
    const roll = createHash('sha256').update(`${what}#${attempt}`).digest().readUInt16BE(0);
    if ((roll / 65_536) * 100 < config.transientFailurePercent) {
      throw new ProviderUnavailable(
        '503 Service Unavailable: the platform is rate limiting, try again later',
      );
    }
  }

  async function company(connection: ProviderConnection) {
    const row = await q
      .selectFrom('accounting_sandbox_companies')
      .select((eb) => [
        'codat_company_id',
        // Written from an Outlay connection's platform (createCompany, the seed).
        eb.ref('platform_key').$castTo<PlatformKey>().as('platform_key'),
        'country_code',
        'lock_date',
        'deleted_at',
      ])
      .where('codat_company_id', '=', connection.codatCompanyId)
      .executeTakeFirst();
    if (!row || row.deleted_at !== null) {
      throw new ProviderRefusal('CONNECTION_NOT_FOUND', {}, '404 Not Found: no such company');
    }
    return row;
  }

  type CompanyRow = Awaited<ReturnType<typeof company>>;

  const dataOf = (row: CompanyRow): SandboxPlatformData =>
    platformData(row.platform_key, row.codat_company_id, row.country_code);

  /** Accounts archived on the platform by `at`, from the start or since. */
  async function archivedBy(codatCompanyId: string, at: Date): Promise<Set<string>> {
    const rows = await q
      .selectFrom('accounting_sandbox_archives')
      .select('account_id')
      .where('codat_company_id', '=', codatCompanyId)
      .where('archived_at', '<=', at)
      .execute();
    return new Set(rows.map((row) => row.account_id));
  }

  async function records(row: CompanyRow, at: Date): Promise<DatasetRecords> {
    const data = dataOf(row);
    const archived = await archivedBy(row.codat_company_id, at);
    return {
      chartOfAccounts: data.accounts.map((account) => ({
        id: account.id,
        name: account.name,
        nominalCode: account.nominalCode,
        status: account.archived || archived.has(account.id) ? 'Archived' : 'Active',
      })),
      taxRates: data.taxRates,
      trackingCategories: data.trackingCategories,
    };
  }

  return {
    async createCompany({ companyName, countryCode, platform }) {
      const codatCompanyId = randomUUID();
      const dataConnectionId = randomUUID();
      await q
        .insertInto('accounting_sandbox_companies')
        .values({
          codat_company_id: codatCompanyId,
          data_connection_id: dataConnectionId,
          platform_key: platform,
          company_name: companyName,
          country_code: countryCode,
          created_at: clock.now(),
        })
        .execute();
      return { codatCompanyId, dataConnectionId };
    },

    async link(connection) {
      await company(connection);
      await sleep(config.latencyMs * 4);
      flaky(`link:${connection.codatCompanyId}`);
      await q
        .updateTable('accounting_sandbox_companies')
        .set({ linked_at: clock.now() })
        .where('codat_company_id', '=', connection.codatCompanyId)
        .execute();
    },

    async deleteCompany(connection) {
      await q
        .updateTable('accounting_sandbox_companies')
        .set({ deleted_at: clock.now() })
        .where('codat_company_id', '=', connection.codatCompanyId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async restoreCompany(connection) {
      await q
        .updateTable('accounting_sandbox_companies')
        .set({ deleted_at: null, linked_at: null })
        .where('codat_company_id', '=', connection.codatCompanyId)
        .execute();
    },

    async readDataset<D extends DatasetName>(connection: ProviderConnection, dataset: D) {
      const row = await company(connection);
      await sleep(config.latencyMs / 4);
      const pull = await q
        .selectFrom('accounting_sandbox_pulls')
        .select('pulled_at')
        .where('codat_company_id', '=', row.codat_company_id)
        .where('dataset', '=', dataset)
        .executeTakeFirst();
      // Never pulled: the copy made when the company linked.
      const pulledAt = pull ? pull.pulled_at : clock.now();
      if (!pull) {
        await q
          .insertInto('accounting_sandbox_pulls')
          .values({ codat_company_id: row.codat_company_id, dataset, pulled_at: pulledAt })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const all = await records(row, pulledAt);
      return { records: all[dataset], pulledAt };
    },

    async refreshDataset(connection, dataset) {
      const row = await company(connection);
      await sleep(config.latencyMs * 5);
      flaky(`pull:${row.codat_company_id}:${dataset}`);
      const pulledAt = clock.now();
      await q
        .insertInto('accounting_sandbox_pulls')
        .values({ codat_company_id: row.codat_company_id, dataset, pulled_at: pulledAt })
        .onConflict((oc) =>
          oc
            .columns(['codat_company_id', 'dataset'])
            .doUpdateSet((eb) => ({ pulled_at: eb.ref('excluded.pulled_at') })),
        )
        .execute();
      return pulledAt;
    },

    async pushTransaction(connection, push) {
      const row = await company(connection);
      await sleep(config.latencyMs);
      const data = dataOf(row);
      const name = PLATFORMS[row.platform_key].name;
      const account = data.accounts.find((candidate) => candidate.id === push.accountId);
      if (!account) {
        throw new ProviderRefusal(
          'ACCOUNT_UNKNOWN',
          { account: push.accountId },
          `400 Bad Request: account ${push.accountId} does not exist in ${name}`,
        );
      }
      const archived = await archivedBy(row.codat_company_id, clock.now());
      const accountLabel = account.nominalCode
        ? `${account.nominalCode} ${account.name}`
        : account.name;
      if (account.archived || archived.has(account.id)) {
        throw new ProviderRefusal(
          'ACCOUNT_ARCHIVED',
          { account: accountLabel },
          `400 Bad Request: account ${accountLabel} is archived`,
        );
      }
      if (!data.taxRates.some((rate) => rate.id === push.taxRateId)) {
        throw new ProviderRefusal(
          'TAX_RATE_UNKNOWN',
          { taxRate: push.taxRateId },
          `400 Bad Request: tax rate ${push.taxRateId} does not exist`,
        );
      }
      const known = trackingIds(data.trackingCategories);
      const unknown = push.trackingCategoryIds.find((id) => !known.has(id));
      if (unknown !== undefined) {
        throw new ProviderRefusal(
          'TRACKING_CATEGORY_UNKNOWN',
          { trackingCategory: unknown },
          `400 Bad Request: tracking option ${unknown} does not exist`,
        );
      }
      const chosen = new Set(push.trackingCategoryIds);
      const missing = data.trackingCategories
        .filter(
          (category) =>
            category.mandatory && ![...trackingIds(category.children)].some((id) => chosen.has(id)),
        )
        .map((category) => category.title ?? category.name);
      if (missing.length === 0 && account.requiresTracking && chosen.size === 0) {
        missing.push(PLATFORMS[row.platform_key].trackingLabel);
      }
      if (missing.length > 0) {
        throw new ProviderRefusal(
          'TRACKING_CATEGORY_MISSING',
          { categories: missing.join(', ') },
          `400 Bad Request: ${missing.join(', ')} is required for account ${accountLabel}`,
        );
      }
      if (row.lock_date !== null && day(push.date) < row.lock_date) {
        throw new ProviderRefusal(
          'PERIOD_CLOSED',
          { lockDate: row.lock_date },
          `400 Bad Request: the period is locked up to ${row.lock_date}`,
        );
      }
      flaky(`push:${row.codat_company_id}:${push.sourceId}`);
      const platformTransactionId = data.transactionId(push.sourceId, row.codat_company_id);
      const now = clock.now();
      await q
        .insertInto('accounting_sandbox_transactions')
        .values({
          codat_company_id: row.codat_company_id,
          source_id: push.sourceId,
          platform_transaction_id: platformTransactionId,
          account_id: push.accountId,
          amount: push.amount,
          payload: JSON.stringify(push),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['codat_company_id', 'source_id']).doUpdateSet((eb) => ({
            account_id: eb.ref('excluded.account_id'),
            amount: eb.ref('excluded.amount'),
            payload: eb.ref('excluded.payload'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      return platformTransactionId;
    },

    async attachReceipts(connection, platformTransactionId, receipts) {
      const row = await company(connection);
      const data = dataOf(row);
      for (const receipt of receipts) {
        await sleep(config.latencyMs / 2);
        if (data.rejectsReceipt(receipt.name)) {
          throw new ProviderRefusal(
            'RECEIPT_REJECTED',
            { file: receipt.name },
            `415 Unsupported Media Type: ${receipt.name}`,
          );
        }
        flaky(`attach:${row.codat_company_id}:${receipt.id}`);
        const receiptId = receipt.id;
        await q
          .updateTable('accounting_sandbox_transactions')
          .set((eb) => ({
            receipt_ids: eb.fn<string[]>('array_append', [
              'receipt_ids',
              eb.cast(eb.val(receiptId), 'text'),
            ]),
            updated_at: clock.now(),
          }))
          .where('codat_company_id', '=', row.codat_company_id)
          .where('platform_transaction_id', '=', platformTransactionId)
          // Attached once: a retried attachment is not a second copy.
          .where((eb) =>
            eb.not(eb(eb.cast(eb.val(receiptId), 'text'), '=', eb.fn.any('receipt_ids'))),
          )
          .execute();
      }
    },
  };
}

/** Someone archives an account on the platform (tests and the demo seed do). */
export async function archiveSandboxAccount(
  db: Db,
  codatCompanyId: string,
  accountId: string,
  at: Date,
): Promise<void> {
  await kyselyOf(db)
    .insertInto('accounting_sandbox_archives')
    .values({ codat_company_id: codatCompanyId, account_id: accountId, archived_at: at })
    .onConflict((oc) =>
      oc
        .columns(['codat_company_id', 'account_id'])
        .doUpdateSet((eb) => ({ archived_at: eb.ref('excluded.archived_at') })),
    )
    .execute();
}
