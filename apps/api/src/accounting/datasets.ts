import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { JobRecord } from '../jobs/job-records.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import { type Connection, connections, providerConnection } from './connections.js';
import {
  type AccountingProvider,
  DATASETS,
  type DatasetName,
  type DatasetRecords,
  type ProviderTrackingCategory,
  ProviderRefusal,
} from './provider.js';

/** Datasets read from the provider are reused this long (spec part 2 §9: 5 minutes). */
export const DATASET_TTL_MS = 5 * 60_000;

export const REFRESH_QUEUE = 'accounting.dataset-refresh';
export const DATASET_SUBJECT = 'accounting-dataset';

export interface Datasets extends DatasetRecords {
  pulledAt: Record<DatasetName, Date>;
}

/** Lookups over a connection's datasets, for checking what a caller sends. */
export interface DatasetIndex {
  activeAccount(id: string): { id: string; name: string } | undefined;
  taxRate(id: string): { id: string; name: string; effectiveTaxRate: number } | undefined;
  /** The top-level category an option belongs to, or undefined for an unknown id. */
  trackingCategoryOf(optionId: string): ProviderTrackingCategory | undefined;
  mandatoryTrackingCategories: ProviderTrackingCategory[];
}

export function indexDatasets(datasets: DatasetRecords): DatasetIndex {
  const accounts = new Map(
    datasets.chartOfAccounts
      .filter((account) => account.status === 'Active')
      .map((account) => [account.id, account]),
  );
  const rates = new Map(datasets.taxRates.map((rate) => [rate.id, rate]));
  const topOf = new Map<string, ProviderTrackingCategory>();
  for (const top of datasets.trackingCategories) {
    const walk = (nodes: readonly ProviderTrackingCategory[]) => {
      for (const node of nodes) {
        topOf.set(node.id, top);
        walk(node.children);
      }
    };
    walk(top.children);
  }
  return {
    activeAccount: (id) => accounts.get(id),
    taxRate: (id) => rates.get(id),
    trackingCategoryOf: (id) => topOf.get(id),
    mandatoryTrackingCategories: datasets.trackingCategories.filter(
      (top) => top.mandatory === true,
    ),
  };
}

const subjectId = (connection: Connection, dataset: DatasetName) => `${connection.id}:${dataset}`;

/**
 * The platform's chart of accounts, tax rates and tracking categories as the provider holds
 * them: read through, kept DATASET_TTL_MS per connection in `accounting_datasets` (shared by
 * every instance), and pulled again from the platform by a background job on request.
 */
export function createDatasets(deps: {
  db: Db;
  clock: Clock;
  provider: AccountingProvider;
  jobs: JobQueue;
}) {
  const { db, clock, provider, jobs } = deps;

  async function store(connection: Connection, dataset: DatasetName) {
    const copy = await provider.readDataset(providerConnection(connection), dataset);
    const now = clock.now();
    await kyselyOf(db)
      .insertInto('accounting_datasets')
      .values({
        connection_id: connection.id,
        company_id: connection.companyId,
        dataset,
        records: JSON.stringify(copy.records),
        pulled_at: copy.pulledAt,
        fetched_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['company_id', 'connection_id', 'dataset']).doUpdateSet((eb) => ({
          records: eb.ref('excluded.records'),
          pulled_at: eb.ref('excluded.pulled_at'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
    return copy;
  }

  jobs.define<{ connectionId: number; dataset: DatasetName }, { pulledAt: string }>({
    queue: REFRESH_QUEUE,
    // Checked when sent and when taken: a bad one is refused, never retried.
    payloadSchema: {
      type: 'object',
      properties: {
        connectionId: { type: 'integer', minimum: 1 },
        dataset: { type: 'string', enum: [...DATASETS] },
      },
      required: ['connectionId', 'dataset'],
      additionalProperties: false,
    },
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    batchSize: 3,
    async run({ connectionId, dataset }, job) {
      const connection = await connections.forJob(db, connectionId, job);
      try {
        await provider.refreshDataset(providerConnection(connection), dataset);
        const copy = await store(connection, dataset);
        return { pulledAt: copy.pulledAt.toISOString() };
      } catch (error) {
        if (error instanceof ProviderRefusal) {
          throw new JobRefusal(error.code, error.detail, error.params);
        }
        throw error;
      }
    },
  });

  async function read(connection: Connection): Promise<Datasets> {
    const rows = await kyselyOf(db)
      .selectFrom('accounting_datasets')
      .select(['dataset', 'records', 'pulled_at', 'fetched_at'])
      .where('company_id', '=', connection.companyId)
      .where('connection_id', '=', connection.id)
      .execute();
    const fresh = new Map(
      rows
        .filter((row) => clock.now().getTime() - row.fetched_at.getTime() < DATASET_TTL_MS)
        .map((row) => [row.dataset, row]),
    );
    const result = { pulledAt: {} } as Datasets;
    for (const dataset of DATASETS) {
      const cached = fresh.get(dataset);
      try {
        const copy = cached
          ? { records: cached.records, pulledAt: cached.pulled_at }
          : await store(connection, dataset);
        (result as unknown as Record<DatasetName, unknown>)[dataset] = copy.records;
        result.pulledAt[dataset] = copy.pulledAt;
      } catch (error) {
        if (error instanceof ProviderRefusal) {
          throw new AppError(409, 'CONFLICT', 'accounting.notConnected');
        }
        throw error;
      }
    }
    return result;
  }

  return {
    read,
    index: async (connection: Connection) => indexDatasets(await read(connection)),

    /** The newest refresh job of each dataset. */
    refreshJobs(connection: Connection): Promise<Map<string, JobRecord>> {
      return jobs.latest(
        connection.companyId,
        DATASET_SUBJECT,
        DATASETS.map((dataset) => subjectId(connection, dataset)),
      );
    },

    jobOf: (jobsById: Map<string, JobRecord>, connection: Connection, dataset: DatasetName) =>
      jobsById.get(subjectId(connection, dataset)) ?? null,

    /** Queues a pull of `dataset`, unless one is already waiting or running. */
    async refresh(connection: Connection, dataset: DatasetName, requestedBy: number) {
      const subject = {
        companyId: connection.companyId,
        kind: DATASET_SUBJECT,
        id: subjectId(connection, dataset),
      };
      const latest = (await jobs.latest(subject.companyId, subject.kind, [subject.id])).get(
        subject.id,
      );
      if (latest && ['queued', 'active', 'retrying'].includes(latest.state)) return latest;
      const [id] = await jobs.enqueue(REFRESH_QUEUE, [
        { subject, requestedBy, payload: { connectionId: connection.id, dataset } },
      ]);
      const record = id ? await jobs.byId(connection.companyId, id) : null;
      if (!record) throw new Error('refresh job not recorded');
      return record;
    },
  };
}

export type DatasetsService = ReturnType<typeof createDatasets>;
