import type { JSONSchemaType } from 'ajv';
import {
  incompletePushProblem,
  pushedTrackingOptions,
  type PushProblem,
  pushProblemOf,
} from '@outlay/rules';
import type {
  PushTransactionsRequest as PushRequest,
  AccountingModel as Model,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Viewer } from '../entries/viewer.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { JobOutcome, JobQueue, RunningJob } from '../jobs/job-queue.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import { isEligibleEntry } from './conditions.js';
import { type Connection, connections, providerConnection } from './connections.js';
import type { DatasetsService } from './datasets.js';
import { type NewDefinition, definitions } from './definitions.js';
import { type AccountingEntry, entriesInScope, entriesOfRefs, receiptsOf } from './entries.js';
import { PLATFORMS } from './platforms.js';
import { type AccountingProvider, ProviderRefusal } from './provider.js';
import {
  IN_FLIGHT_STATUSES,
  LOCKED_STATUSES,
  type SyncFailure,
  type SyncStatus,
  syncs,
} from './syncs.js';

export type { PushTransactionsRequest as PushRequest } from '@outlay/api-client/schema';

export const PUSH_QUEUE = 'accounting.push';
export const RESYNC_QUEUE = 'accounting.resync';
/** Push and resync jobs are recorded for the entry they work on. */
export const ENTRY_SUBJECT = 'accounting-entry';
/** An entry's push and its receipts' resync call the same platform: they retry alike. */
const ENTRY_JOB_POLICY = {
  retryLimit: 4,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  batchSize: 10,
} as const;

interface EntryJob {
  connectionId: number;
  entryId: number;
  model: Model;
}

/** Checked when a push is sent and when it is taken: a bad one is refused, never retried. */
const ENTRY_JOB_SCHEMA: JSONSchemaType<EntryJob> = {
  type: 'object',
  properties: {
    connectionId: { type: 'integer', minimum: 1 },
    entryId: { type: 'integer', minimum: 1 },
    model: { type: 'string', enum: ['bankTransactions', 'accountingTransactions', 'both'] },
  },
  required: ['connectionId', 'entryId', 'model'],
  additionalProperties: false,
};

/** What a resync brings: the receipts that followed the transaction, or the refusal of one. */
interface ReceiptsResult {
  syncedReceipts: number;
  receiptRefusal: SyncFailure | null;
}

/** What a push brings: the transaction's id on the platform, and its receipts as a resync's. */
interface PushResult extends ReceiptsResult {
  platformTransactionId: string;
}

/** What a job's end writes in the entry's sync row (its time aside). */
type Settlement = Omit<Parameters<typeof syncs.settle>[2], 'now'>;

export interface Queued {
  queued: number;
  transactionIds: number[];
}

const integrationOf = (connection: Connection) => ({
  integration: PLATFORMS[connection.platform].name,
});

const lockedError = (connection: Connection) =>
  new AppError(409, 'CONFLICT', 'accounting.locked', integrationOf(connection));

/** A push the checks refuse, in the words the mapping table warns with. */
function pushRefusal(problem: PushProblem<unknown>, connection: Connection): AppError {
  const count = problem.mappings.length;
  switch (problem.kind) {
    case 'missingDefinition':
      return new AppError(400, 'VALIDATION', 'accounting.push.missingDefinition', { count });
    case 'invalidMapping':
      return new AppError(400, 'VALIDATION', 'accounting.push.invalidMapping', {
        count,
        ...integrationOf(connection),
      });
    case 'trackingRequired':
      return new AppError(400, 'VALIDATION', 'accounting.push.trackingRequired', {
        0: problem.categories.join(', '),
      });
  }
}

/** The entry a job works on, read by the system (the job was allowed when it was queued). */
async function entryOf(
  db: Db,
  connection: Connection,
  entryId: number,
): Promise<AccountingEntry | undefined> {
  const system: Viewer = { companyId: connection.companyId, userId: 0, role: 'admin' };
  return (await entriesInScope(db, system, [entryId])).get(entryId);
}

function refusalOf(error: unknown): never {
  if (error instanceof ProviderRefusal)
    throw new JobRefusal(error.code, error.detail, error.params);
  throw error;
}

function failureOf(outcome: JobOutcome<unknown>, job: RunningJob): SyncFailure | null {
  if (outcome.state === 'refused') {
    return { code: outcome.refusal.code, params: { ...outcome.refusal.params } };
  }
  if (outcome.state === 'failed') {
    return { code: 'PROVIDER_UNAVAILABLE', params: { attempts: String(job.maxAttempts) } };
  }
  return null;
}

/** The transaction is on the platform: pushed, or partially synced when a receipt was refused. */
function afterReceipts(receiptRefusal: SyncFailure | null) {
  return receiptRefusal
    ? { status: 'partially-synced' as const, failure: receiptRefusal }
    : { status: 'pushed' as const, failure: null };
}

/**
 * Pushing transactions to the platform (spec part 2 §4, §5, §7): the checks the spec's warnings
 * name, then each transaction marked `queued` and pushed by a job of its own (retried with
 * backoff when the provider does not answer, never when it refuses), ending `pushed`, or
 * `failed` with the provider's reason; resync sends failed ones again and receipts added to
 * pushed ones since.
 */
export function createPushes(deps: {
  db: Db;
  clock: Clock;
  provider: AccountingProvider;
  jobs: JobQueue;
  datasets: DatasetsService;
}) {
  const { db, clock, provider, jobs, datasets } = deps;

  /**
   * How an entry's job ends in its sync row: a completed job writes what it brought; a refused
   * or failed one writes its failure under `unfinished`. A newer job's row is left alone.
   */
  function settleEntry<R>(
    unfinished: 'failed' | 'partially-synced',
    completed: (result: R) => Settlement,
  ) {
    return async (tx: Db, { entryId }: EntryJob, job: RunningJob, outcome: JobOutcome<R>) => {
      const settlement =
        outcome.state === 'completed'
          ? completed(outcome.result)
          : { status: unfinished, failure: failureOf(outcome, job) };
      await syncs.settle(
        tx,
        { companyId: job.subject.companyId, entryId, jobId: job.id },
        { ...settlement, now: clock.now() },
      );
    };
  }

  async function attach(connection: Connection, entryId: number, platformTransactionId: string) {
    const receipts = await receiptsOf(db, connection.companyId, entryId);
    try {
      await provider.attachReceipts(
        providerConnection(connection),
        platformTransactionId,
        receipts,
      );
      return { syncedReceipts: receipts.length, receiptRefusal: null };
    } catch (error) {
      if (error instanceof ProviderRefusal && error.code === 'RECEIPT_REJECTED') {
        return { syncedReceipts: 0, receiptRefusal: { code: error.code, params: error.params } };
      }
      throw error;
    }
  }

  jobs.define<EntryJob, PushResult>({
    queue: PUSH_QUEUE,
    payloadSchema: ENTRY_JOB_SCHEMA,
    ...ENTRY_JOB_POLICY,
    async run({ connectionId, entryId, model }, job) {
      const connection = await connections.forJob(db, connectionId, job);
      const entry = await entryOf(db, connection, entryId);
      const definition = (await definitions.ofEntries(db, connection, [entryId])).get(entryId);
      if (!entry || !definition) throw new JobRefusal('DEFINITION_MISSING');
      let platformTransactionId: string;
      try {
        platformTransactionId = await provider.pushTransaction(providerConnection(connection), {
          sourceId: String(entryId),
          date: entry.occurredAt.toISOString().slice(0, 10),
          amount: entry.amount,
          currency: entry.currency,
          description: entry.title,
          memo: entry.memo,
          accountId: definition.categoryId,
          taxRateId: definition.taxRateId,
          trackingCategoryIds: connection.settings.isTrackingCategoriesAllowed
            ? definition.trackingCategoryIds
            : [],
          model,
        });
      } catch (error) {
        return refusalOf(error);
      }
      return {
        platformTransactionId,
        ...(await attach(connection, entryId, platformTransactionId)),
      };
    },
    settle: settleEntry<PushResult>(
      'failed',
      ({ platformTransactionId, syncedReceipts, receiptRefusal }) => ({
        ...afterReceipts(receiptRefusal),
        platformTransactionId,
        syncedReceipts,
      }),
    ),
  });

  jobs.define<EntryJob, ReceiptsResult>({
    queue: RESYNC_QUEUE,
    payloadSchema: ENTRY_JOB_SCHEMA,
    ...ENTRY_JOB_POLICY,
    async run({ connectionId, entryId }, job) {
      const connection = await connections.forJob(db, connectionId, job);
      const state = (await syncs.ofEntries(db, connection, [entryId])).get(entryId);
      if (!state?.platformTransactionId) throw new JobRefusal('DEFINITION_MISSING');
      try {
        return await attach(connection, entryId, state.platformTransactionId);
      } catch (error) {
        return refusalOf(error);
      }
    },
    // The transaction is on the platform; what did not follow it is the failure.
    settle: settleEntry<ReceiptsResult>(
      'partially-synced',
      ({ syncedReceipts, receiptRefusal }) => ({
        ...afterReceipts(receiptRefusal),
        ...(receiptRefusal ? {} : { syncedReceipts }),
      }),
    ),
  });

  /**
   * Queues one job per entry and marks the entries, in one transaction, for the entries whose
   * sync status `takes` still accepts there. The entries are locked first (in id order, so two
   * queueings never wait on each other in a cycle) and their status read again under the lock:
   * of pushes of one entry at once, the first queues its job and the others find it in flight.
   * Answers the entries queued.
   */
  async function queue(
    connection: Connection,
    viewer: Viewer,
    queueName: string,
    status: 'queued' | 'resync-queued',
    entryIds: readonly number[],
    model: Model,
    options: {
      takes: (status: SyncStatus | undefined) => boolean;
      before?: (tx: Db) => Promise<void>;
    },
  ): Promise<number[]> {
    const queued = await db.transaction(async (tx) => {
      await kyselyOf(tx)
        .selectFrom('entries')
        .select('id')
        .where('company_id', '=', connection.companyId)
        .where((eb) => eb('id', '=', eb.fn.any(eb.val([...entryIds]))))
        .orderBy('id')
        .forUpdate()
        .execute();
      const states = await syncs.ofEntries(tx, connection, entryIds);
      const taken = entryIds.filter((entryId) => options.takes(states.get(entryId)?.status));
      await options.before?.(tx);
      // One queue serves every company: each job is ranked behind the company's own waiting
      // ones, so a company pushing 10,000 entries is served in turn with one pushing ten.
      const ahead = await syncs.waiting(tx, connection);
      const ids = await jobs.enqueue(
        queueName,
        taken.map((entryId, index) => ({
          subject: { companyId: connection.companyId, kind: ENTRY_SUBJECT, id: String(entryId) },
          requestedBy: viewer.userId,
          payload: { connectionId: connection.id, entryId, model } satisfies EntryJob,
          priority: -(ahead + index),
        })),
        { tx },
      );
      await syncs.queue(
        tx,
        { companyId: connection.companyId, connectionId: connection.id, now: clock.now(), model },
        status,
        taken.map((entryId, index) => ({ entryId, jobId: ids[index] ?? '' })),
      );
      return taken;
    });
    if (queued.length > 0) jobs.wake(queueName);
    return queued;
  }

  const inFlight = (status: SyncStatus | undefined) =>
    status !== undefined && IN_FLIGHT_STATUSES.includes(status);
  const onPlatform = (status: SyncStatus | undefined) =>
    status === 'pushed' || status === 'partially-synced';

  function ensureEligible(connection: Connection, entries: readonly AccountingEntry[]) {
    if (!entries.every(isEligibleEntry)) {
      throw new AppError(400, 'VALIDATION', 'accounting.notEligible', integrationOf(connection));
    }
  }

  return {
    async push(viewer: Viewer, connection: Connection, request: PushRequest): Promise<Queued> {
      if (
        request.codatCompanyId !== connection.codatCompanyId ||
        request.dataConnectionId !== connection.dataConnectionId ||
        request.platform !== connection.platform
      ) {
        throw new AppError(409, 'CONFLICT', 'accounting.connectionChanged');
      }
      // One mapping per transaction: the last one sent wins.
      const mappings = [
        ...new Map(request.mappings.map((mapping) => [mapping.transactionId, mapping])).values(),
      ];
      const entries = await entriesOfRefs(db, viewer, mappings);
      ensureEligible(connection, entries);
      const ids = entries.map((entry) => entry.id);
      const states = await syncs.ofEntries(db, connection, ids);
      if (ids.some((id) => LOCKED_STATUSES.includes(states.get(id)?.status ?? 'failed'))) {
        throw lockedError(connection);
      }
      // The checks the mapping table warns with, in @outlay/rules; the first needs no dataset.
      const checked = mappings.map((mapping) => ({
        mapping,
        categoryId: mapping.accountId ?? null,
        taxRateId: mapping.taxRate?.id ?? null,
        trackingOptionIds: mapping.trackingCategories.map((category) => category.id),
      }));
      const settings = { isTrackingAllowed: connection.settings.isTrackingCategoriesAllowed };
      const incomplete = incompletePushProblem(checked);
      if (incomplete) throw pushRefusal(incomplete, connection);
      const index = await datasets.index(connection);
      const problem = pushProblemOf(checked, {
        hasAccount: (id) => index.activeAccount(id) !== undefined,
        hasTaxRate: (id) => index.taxRate(id) !== undefined,
        trackingCategoryOf: (id) => index.trackingCategoryOf(id),
        trackingCategories: index.mandatoryTrackingCategories,
        ...settings,
      });
      if (problem) throw pushRefusal(problem, connection);
      const newDefinitions: NewDefinition[] = checked.map((pushed) => {
        const { mapping } = pushed;
        const account = index.activeAccount(mapping.accountId ?? '');
        const taxRate = index.taxRate(mapping.taxRate?.id ?? '');
        return {
          entryId: mapping.transactionId,
          categoryId: account?.id ?? '',
          categoryName: account?.name ?? '',
          taxRateId: taxRate?.id ?? '',
          taxRateValue: taxRate?.effectiveTaxRate ?? 0,
          trackingCategoryIds: pushedTrackingOptions(pushed, settings),
        };
      });
      const toQueue = await queue(
        connection,
        viewer,
        PUSH_QUEUE,
        'queued',
        ids,
        request.modelToBePushed ?? 'bankTransactions',
        {
          // Checked again under the lock: a push that got there first made it in flight, or
          // already put it on the platform.
          takes: (status) => {
            if (status !== undefined && LOCKED_STATUSES.includes(status)) {
              throw lockedError(connection);
            }
            return !inFlight(status);
          },
          before: (tx) =>
            definitions.save(
              tx,
              {
                companyId: connection.companyId,
                connectionId: connection.id,
                userId: viewer.userId,
                now: clock.now(),
              },
              newDefinitions,
            ),
        },
      );
      return { queued: toQueue.length, transactionIds: toQueue };
    },

    async resync(
      viewer: Viewer,
      connection: Connection,
      refs: readonly { transactionId: number; type: 'card' | 'payment' }[],
    ): Promise<Queued> {
      const entries = await entriesOfRefs(db, viewer, refs);
      ensureEligible(connection, entries);
      const ids = [...new Set(entries.map((entry) => entry.id))];
      const states = await syncs.ofEntries(db, connection, ids);
      const defined = await definitions.ofEntries(db, connection, ids);
      const pushAgain: number[] = [];
      const sendReceipts: number[] = [];
      const undefinedIds: number[] = [];
      for (const id of ids) {
        const status = states.get(id)?.status;
        if (status !== undefined && IN_FLIGHT_STATUSES.includes(status)) continue;
        if (status === 'pushed' || status === 'partially-synced') sendReceipts.push(id);
        else if (defined.has(id)) pushAgain.push(id);
        else undefinedIds.push(id);
      }
      if (undefinedIds.length > 0) {
        throw new AppError(400, 'VALIDATION', 'accounting.push.missingDefinition', {
          count: undefinedIds.length,
        });
      }
      // Each queued only if its status is still the one it was sorted by.
      const pushed =
        pushAgain.length > 0
          ? await queue(connection, viewer, PUSH_QUEUE, 'queued', pushAgain, 'bankTransactions', {
              takes: (status) => !inFlight(status) && !onPlatform(status),
            })
          : [];
      const resent =
        sendReceipts.length > 0
          ? await queue(
              connection,
              viewer,
              RESYNC_QUEUE,
              'resync-queued',
              sendReceipts,
              'bankTransactions',
              { takes: onPlatform },
            )
          : [];
      const transactionIds = [...pushed, ...resent];
      return { queued: transactionIds.length, transactionIds };
    },

    lockedError,
  };
}

export type PushService = ReturnType<typeof createPushes>;
