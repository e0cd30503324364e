import { merchantLogoPath } from '../providers/merchant-logos.js';
import {
  type Expression,
  type ExpressionBuilder,
  type NotNull,
  type Nullable,
  type SqlBool,
  sql,
} from 'kysely';
import type {
  components,
  IncompleteTransactionsQuery as IncompleteQuery,
  AccountingTransaction,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import { todayIn } from '../dashboard/calendar.js';
import type { CompanyContexts } from '../dashboard/company-context.js';
import { resolvePeriod } from '../dashboard/period.js';
import { prefixQuery } from '../dashboard/search.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { AccountingSyncs, CardTransactions, Entries } from '../db/schema.js';
import type { Lang } from '../i18n/language.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import { eligibleEntry } from './conditions.js';
import type { Connection } from './connections.js';
import type { DatasetsService } from './datasets.js';
import { definitions } from './definitions.js';
import { ENTRY_SUBJECT } from './push.js';
import type { RulesService } from './rules.js';
import { failureMessage, syncs } from './syncs.js';

export type { IncompleteTransactionsQuery as IncompleteQuery } from '@outlay/api-client/schema';

export type IncompleteTransactions = components['schemas']['IncompleteTransactions']['data'];

const DEFAULT_PAGE_SIZE = 25;

/** The rows the mapping table counts and lists: the entries, their card side and sync. */
type Listed = { e: Entries; ct: Nullable<CardTransactions>; s: Nullable<AccountingSyncs> };
type ListedConditions = ExpressionBuilder<Listed, 'e' | 'ct' | 's'>;

/**
 * The mapping table (spec part 2 §2.6, §7 "incomplete transactions"): the company's eligible
 * card transactions and payments in the period that are not on the platform yet (never pushed,
 * queued, or failed), plus the ones the user asks to keep in view, newest first, or (the
 * history) the ones it has, the latest synced first, a page at a time, with the period's failure count and the
 * distinct reasons, each row with its definition, what the rules suggest and its job.
 */
export function createMappingList(deps: {
  db: Db;
  clock: Clock;
  companies: CompanyContexts;
  jobs: JobQueue;
  datasets: DatasetsService;
  rules: RulesService;
}) {
  const { db, clock, companies, jobs, datasets, rules } = deps;

  return async function list(
    connection: Connection,
    query: IncompleteQuery,
    lang: Lang,
  ): Promise<IncompleteTransactions> {
    const company = await companies(connection.companyId);
    const period = resolvePeriod(
      { filter: query.dateRange, startDate: query.startDate, endDate: query.endDate },
      todayIn(company.timeZone, clock.now()),
      company.statementCycleDay,
    );
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    // A day's bounds in the company's time zone: `AT TIME ZONE` has no builder in Kysely.
    const zone = company.timeZone;
    const periodStart = sql<Date>`(${period.startDate}::date)::timestamp AT TIME ZONE ${zone}`;
    const periodEnd = sql<Date>`(${period.endDate}::date + 1)::timestamp AT TIME ZONE ${zone}`;
    const inPeriod = (eb: ListedConditions) =>
      eb.and([
        eb('e.company_id', '=', connection.companyId),
        eb('e.kind', 'in', ['card', 'payment']),
        eb('e.occurred_at', '>=', periodStart),
        eb('e.occurred_at', '<', periodEnd),
        eligibleEntry(eb),
      ]);
    // The history: what the platform has, the latest synced first.
    const history = query.synced === true;
    const incomplete = (eb: ListedConditions) =>
      history
        ? eb('s.status', 'in', ['pushed', 'partially-synced', 'resync-queued'])
        : eb.or([eb('s.status', 'is', null), eb('s.status', 'in', ['queued', 'failed'])]);
    const search = prefixQuery(query.search);
    // The rows the user just pushed stay listed as they settle, whatever the status filter.
    const pinnedIds =
      !history && query.includeTransactionIds && query.includeTransactionIds.length > 0
        ? query.includeTransactionIds
        : null;
    const orPinned = (eb: ListedConditions, condition: Expression<SqlBool>) =>
      pinnedIds === null
        ? condition
        : eb.or([condition, eb('e.id', '=', eb.fn.any(eb.val(pinnedIds)))]);
    const listed = (eb: ListedConditions) =>
      eb.and([
        inPeriod(eb),
        orPinned(eb, incomplete(eb)),
        ...(search === null
          ? []
          : [
              eb(
                'e.search',
                '@@',
                eb.fn<string>('to_tsquery', [sql.lit('simple'), eb.val(search)]),
              ),
            ]),
        ...(query.failedOnly === true && !history
          ? [orPinned(eb, eb('s.status', '=', 'failed'))]
          : []),
      ]);

    const q = kyselyOf(db);
    const entries = () =>
      q
        .selectFrom('entries as e')
        .leftJoin('card_transactions as ct', (join) =>
          join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
        )
        .leftJoin('accounting_syncs as s', (join) =>
          join
            .onRef('s.entry_id', '=', 'e.id')
            .onRef('s.company_id', '=', 'e.company_id')
            .on('s.connection_id', '=', connection.id),
        );

    const totals = await entries()
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere(listed(eb)).as('total'),
        eb.fn.countAll<number>().filterWhere('s.status', '=', 'failed').as('failed'),
      ])
      .where(inPeriod)
      .executeTakeFirst();
    const reasons = await entries()
      .select((eb) => [
        's.failure_code',
        // Written from a SyncFailure's params (syncs.settle).
        eb.ref('s.failure_params').$castTo<Record<string, string> | null>().as('failure_params'),
      ])
      .distinct()
      .where(inPeriod)
      .where('s.status', '=', 'failed')
      .where('s.failure_code', 'is not', null)
      .$narrowType<{ failure_code: NotNull }>()
      .limit(50)
      .execute();
    const rows = await entries()
      .leftJoin('transfers as t', (join) =>
        join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
      )
      .leftJoin('merchants as m', 'm.id', 'ct.merchant_id')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'e.user_id').onRef('u.company_id', '=', 'e.company_id'),
      )
      .select((eb) => [
        'e.id',
        'e.kind',
        'e.occurred_at',
        'e.state',
        eb.cast<number>('e.amount', 'float8').as('amount'),
        'e.title',
        'e.receipt_count',
        // A card transaction has its card side, a payment its transfer.
        eb.fn.coalesce('ct.currency', 't.platform_currency').$notNull().as('currency'),
        eb.fn.coalesce('ct.payment_type', 't.payment_type').$notNull().as('payment_type'),
        'ct.sub_payment_type',
        eb.fn.coalesce('ct.memo', 't.description').as('memo'),
        'm.id as merchant_id',
        'm.name as merchant_name',
        'm.network_id',
        'm.mcc',
        'm.clean_name',
        'm.clean_description',
        'm.icon_url',
        sql<string | null>`${eb.ref('m.category_labels')}[1]`.as('category_label'),
        'u.public_id as user_id',
        'u.first_name',
        'u.last_name',
        'u.role',
      ])
      .where(listed)
      // Listed entries are card transactions and payments (inPeriod).
      .$narrowType<{ kind: 'card' | 'payment' }>()
      .$if(history, (qb) => qb.orderBy('s.pushed_at', (ob) => ob.desc().nullsLast()))
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(pageSize)
      .offset(query.page * pageSize)
      .execute();

    const ids = rows.map((row) => row.id);
    const [states, defined, jobsById, index] = [
      await syncs.ofEntries(db, connection, ids),
      await definitions.ofEntries(db, connection, ids),
      await jobs.latest(connection.companyId, ENTRY_SUBJECT, ids.map(String)),
      await datasets.index(connection),
    ];
    const merchants = rows.flatMap((row) => (row.merchant_id === null ? [] : [row.merchant_id]));
    const suggestions = await rules.suggestions(connection, index, merchants);

    const transactions = rows.map((row): AccountingTransaction => {
      const id = row.id;
      const state = states.get(id);
      const definition = defined.get(id);
      const job = jobsById.get(String(id));
      return {
        id,
        dataType: row.kind,
        paymentType: row.payment_type,
        subPaymentType: row.sub_payment_type,
        title: row.title,
        merchant:
          row.merchant_id === null
            ? null
            : {
                name: row.merchant_name ?? row.title,
                merchantId: row.merchant_id,
                networkId: row.network_id ?? '',
                mcc: row.mcc ?? '',
                merchant_clean_detail: {
                  nameClean: row.clean_name ?? row.title,
                  descriptionClean: row.clean_description,
                  iconURL: merchantLogoPath(row.icon_url),
                  categoryLabel: row.category_label,
                },
              },
        person:
          row.user_id === null
            ? null
            : {
                id: row.user_id,
                firstName: row.first_name ?? '',
                lastName: row.last_name ?? '',
                role: row.role ?? 'employee',
              },
        transactionDateTime: row.occurred_at.toISOString(),
        transactionAmount: row.amount,
        currency: row.currency,
        status: row.state,
        transactionSyncedStatus: state?.status ?? null,
        transactionResyncStatus: null,
        syncedReceipts: state?.syncedReceipts ?? 0,
        receiptsCount: row.receipt_count,
        memo: row.memo,
        bankTransactionSyncedAt: state?.pushedAt?.toISOString() ?? null,
        accounting_transaction_definition: definition
          ? {
              categoryId: definition.categoryId,
              taxRateId: definition.taxRateId,
              trackingCategoryIds: definition.trackingCategoryIds,
            }
          : null,
        suggestion:
          definition || row.merchant_id === null
            ? null
            : (suggestions.get(row.merchant_id) ?? null),
        syncFailureMessage:
          (state?.status === 'failed' || state?.status === 'partially-synced') && state.failure
            ? failureMessage(lang, connection.platform, state.failure)
            : null,
        job: job ? toBackgroundJob(job) : null,
      };
    });

    const messages = [
      ...new Set(
        reasons.map((reason) =>
          failureMessage(lang, connection.platform, {
            code: reason.failure_code,
            params: reason.failure_params ?? {},
          }),
        ),
      ),
    ].sort();

    return {
      transactions,
      total: totals?.total ?? 0,
      failedToSync: totals?.failed ?? 0,
      transactionSyncFailureMessageSet: messages,
      period: { startDate: period.startDate, endDate: period.endDate },
      page: query.page,
      pageSize,
    };
  };
}
