import { merchantLogoPath } from '../providers/merchant-logos.js';
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
import { SqlParams } from '../entries/sql-params.js';
import type { Db } from '../db/db.js';
import type { Lang } from '../i18n/language.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import { ELIGIBLE_ENTRY_SQL } from './conditions.js';
import type { Connection } from './connections.js';
import type { DatasetsService } from './datasets.js';
import { definitions } from './definitions.js';
import { ENTRY_SUBJECT } from './push.js';
import type { RulesService } from './rules.js';
import { failureMessage, syncs } from './syncs.js';

export type { IncompleteTransactionsQuery as IncompleteQuery } from '@outlay/api-client/schema';

export type IncompleteTransactions = components['schemas']['IncompleteTransactions']['data'];

const DEFAULT_PAGE_SIZE = 25;

interface ListRow extends Record<string, unknown> {
  id: string | number;
  kind: 'card' | 'payment';
  occurred_at: Date | string;
  state: 'pending' | 'posted';
  amount: number;
  title: string;
  receipt_count: number;
  currency: string;
  payment_type: string;
  sub_payment_type: string | null;
  memo: string | null;
  merchant_id: number | null;
  merchant_name: string | null;
  network_id: string | null;
  mcc: string | null;
  clean_name: string | null;
  clean_description: string | null;
  icon_url: string | null;
  category_label: string | null;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  role: components['schemas']['Role'] | null;
}

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
    const params = new SqlParams();
    const zone = params.add(company.timeZone);
    const inPeriod = `e.company_id = ${params.add(connection.companyId)}
      AND e.kind IN ('card', 'payment')
      AND e.occurred_at >= (${params.add(period.startDate)}::date)::timestamp AT TIME ZONE ${zone}
      AND e.occurred_at < (${params.add(period.endDate)}::date + 1)::timestamp AT TIME ZONE ${zone}
      AND ${ELIGIBLE_ENTRY_SQL}`;
    const from = `FROM entries e
      LEFT JOIN card_transactions ct ON ct.entry_id = e.id
      LEFT JOIN accounting_syncs s ON s.entry_id = e.id AND s.connection_id = ${params.add(connection.id)}`;
    const periodValues = params.values.length;
    // The history: what the platform has, the latest synced first.
    const history = query.synced === true;
    const incomplete = history
      ? `s.status IN ('pushed', 'partially-synced', 'resync-queued')`
      : `(s.status IS NULL OR s.status IN ('queued', 'failed'))`;
    const search = prefixQuery(query.search);
    // The rows the user just pushed stay listed as they settle, whatever the status filter.
    const pinned =
      !history && query.includeTransactionIds && query.includeTransactionIds.length > 0
        ? `e.id = ANY(${params.add(query.includeTransactionIds)}::bigint[])`
        : null;
    const orPinned = (condition: string) => (pinned ? `(${condition} OR ${pinned})` : condition);
    const listed = [
      inPeriod,
      orPinned(incomplete),
      ...(search === null ? [] : [`e.search @@ to_tsquery('simple', ${params.add(search)})`]),
      ...(query.failedOnly === true && !history ? [orPinned(`s.status = 'failed'`)] : []),
    ].join(' AND ');

    const [totals] = await db.query<{ total: string | number; failed: string | number }>(
      `SELECT count(*) FILTER (WHERE ${listed}) AS total,
              count(*) FILTER (WHERE s.status = 'failed') AS failed
         ${from} WHERE ${inPeriod}`,
      params.values,
    );
    const reasons = await db.query<{
      failure_code: string;
      failure_params: Record<string, string> | null;
    }>(
      `SELECT DISTINCT s.failure_code, s.failure_params ${from}
        WHERE ${inPeriod} AND s.status = 'failed' AND s.failure_code IS NOT NULL
        LIMIT 50`,
      params.values.slice(0, periodValues),
    );
    const pageParams = new SqlParams();
    pageParams.values.push(...params.values);
    const rows = await db.query<ListRow>(
      `SELECT e.id, e.kind, e.occurred_at, e.state, e.amount::float8 AS amount, e.title,
              e.receipt_count, COALESCE(ct.currency, t.platform_currency) AS currency,
              COALESCE(ct.payment_type, t.payment_type) AS payment_type, ct.sub_payment_type,
              COALESCE(ct.memo, t.description) AS memo, m.id AS merchant_id,
              m.name AS merchant_name, m.network_id, m.mcc, m.clean_name, m.clean_description,
              m.icon_url, m.category_labels[1] AS category_label, u.public_id AS user_id,
              u.first_name, u.last_name, u.role
         ${from}
         LEFT JOIN transfers t ON t.entry_id = e.id
         LEFT JOIN merchants m ON m.id = ct.merchant_id
         LEFT JOIN users u ON u.id = e.user_id
        WHERE ${listed}
        ORDER BY ${history ? 's.pushed_at DESC NULLS LAST, ' : ''}e.occurred_at DESC, e.id DESC
        LIMIT ${pageParams.add(pageSize)} OFFSET ${pageParams.add(query.page * pageSize)}`,
      pageParams.values,
    );

    const ids = rows.map((row) => Number(row.id));
    const [states, defined, jobsById, index] = [
      await syncs.ofEntries(db, connection.id, ids),
      await definitions.ofEntries(db, connection.id, ids),
      await jobs.latest(connection.companyId, ENTRY_SUBJECT, ids.map(String)),
      await datasets.index(connection),
    ];
    const merchants = rows.flatMap((row) => (row.merchant_id === null ? [] : [row.merchant_id]));
    const suggestions = await rules.suggestions(connection, index, merchants);

    const transactions = rows.map((row): AccountingTransaction => {
      const id = Number(row.id);
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
        transactionDateTime: new Date(row.occurred_at).toISOString(),
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
      total: Number(totals?.total ?? 0),
      failedToSync: Number(totals?.failed ?? 0),
      transactionSyncFailureMessageSet: messages,
      period: { startDate: period.startDate, endDate: period.endDate },
      page: query.page,
      pageSize,
    };
  };
}
