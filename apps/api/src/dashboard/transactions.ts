import type { TransactionsPage } from '@outlay/api-client/schema';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { todayIn } from './calendar.js';
import { type CompanyContext, type CompanyContexts } from './company-context.js';
import { kyselyOf } from '../db/kysely.js';
import type { LookupCurrency } from '../entries/currencies.js';
import { entryColumns } from '../entries/entry-columns.js';
import { type Entry, toEntry } from '../entries/to-entry.js';
import {
  type EntryFilter,
  type EntryOrder,
  type TransactionsQuery,
  entryFilter,
  entryOrder,
} from './entry-filter.js';
import { reusedAnswer } from '../http/reused-answers.js';
import type { Lang } from '../i18n/language.js';
import { createEntryVersions } from './entry-versions.js';
import { type Period, resolvePeriod } from './period.js';
import { VersionedCache } from './versioned-cache.js';
import { type Viewer, seesCompanyFigures } from '../entries/viewer.js';

/** The server's page size (spec part 1 §9: the drawer moves 10 rows a page). */
export const PAGE_SIZE = 10;

export interface ResolvedQuery {
  company: CompanyContext;
  period: Period;
  filter: EntryFilter;
}

/** The period a preset means today, and the SQL filter of a query. */
function periodAndFilter(
  company: CompanyContext,
  today: string,
  viewer: Viewer,
  query: TransactionsQuery,
): Omit<ResolvedQuery, 'company'> {
  const period = resolvePeriod(query, today, company.statementCycleDay);
  return { period, filter: entryFilter(viewer, query, period, company.timeZone) };
}

/** The company, the period a preset means today, and the SQL filter of a query. */
export async function resolveQuery(
  companies: CompanyContexts,
  clock: Clock,
  viewer: Viewer,
  query: TransactionsQuery,
): Promise<ResolvedQuery> {
  const company = await companies(viewer.companyId);
  const today = todayIn(company.timeZone, clock.now());
  return { company, ...periodAndFilter(company, today, viewer, query) };
}

const KNOWN_QUERIES = 1000;

/**
 * Filters of recent queries: a user pages and comes back with the same one, and building it
 * (the search's words, the period's days) costs as much as answering a stored page. Emptied
 * when full, which a few hundred users' distinct queries take minutes to reach.
 */
function createQueryResolver(companies: CompanyContexts, clock: Clock) {
  const known = new Map<string, Omit<ResolvedQuery, 'company'>>();
  return async (viewer: Viewer, query: TransactionsQuery): Promise<ResolvedQuery> => {
    const company = await companies(viewer.companyId);
    const today = todayIn(company.timeZone, clock.now());
    const key = [
      viewer.companyId,
      viewer.userId,
      viewer.role,
      company.timeZone,
      company.statementCycleDay,
      today,
      JSON.stringify(query),
    ].join('|');
    let resolved = known.get(key);
    if (resolved === undefined) {
      resolved = periodAndFilter(company, today, viewer, query);
      if (known.size >= KNOWN_QUERIES) known.clear();
      known.set(key, resolved);
    }
    return { company, ...resolved };
  };
}

/** What a page reads from the database; the company's figures are added when it is sent. */
interface StoredPage {
  transactions: Entry[];
  total: number;
  /** The last answer made of it, sent again while the period and the figures are the same. */
  answer?: Readonly<TransactionsPage>;
}

/** The answer of a stored page: the last one when nothing it shows has changed. */
function answerOf(
  stored: StoredPage,
  { company, period }: ResolvedQuery,
  viewer: Viewer,
  page: number,
): Readonly<TransactionsPage> {
  const isSatwsSectionAvailable =
    company.countryCode === 'MX' && company.matchesSatInvoices && seesCompanyFigures(viewer);
  const last = stored.answer;
  if (
    last?.period.startDate === period.startDate &&
    last.period.endDate === period.endDate &&
    last.isSatwsSectionAvailable === isSatwsSectionAvailable &&
    last.company.availableSpent === company.availableSpent &&
    last.company.totalSpent === company.totalSpent
  ) {
    return last;
  }
  stored.answer = reusedAnswer({
    transactions: stored.transactions,
    total: stored.total,
    pageSize: PAGE_SIZE,
    pages: Math.ceil(stored.total / PAGE_SIZE),
    page,
    period: { startDate: period.startDate, endDate: period.endDate },
    isSatwsSectionAvailable,
    company: { availableSpent: company.availableSpent, totalSpent: company.totalSpent },
  });
  return stored.answer;
}

/** Pages kept per instance (a page is ten entries, a few kilobytes). */
const STORED_PAGES = 500;

/**
 * Pages of the dashboard. Each call reads its company's entry version first (one primary-key
 * read); a page already read at that version is answered from memory, which is exact because
 * every change to what a page shows moves the version (VersionedCache). Otherwise: the index
 * walk for the page's ids, then those ids' details, as two statements (one statement with
 * the walk and the ten joins cost several times as much to plan as both together to run).
 * The exact total is the known cost of numbered pages, so it is counted once per filter set
 * and version and reused while the user pages, re-sorts or comes back; the covering index
 * lets a date range count from the index alone.
 */
export function createTransactions(deps: {
  db: Db;
  clock: Clock;
  companies: CompanyContexts;
  currencies: () => Promise<LookupCurrency>;
}) {
  const { db, clock, companies } = deps;
  const counts = new VersionedCache<number>(2000);
  const pages = new VersionedCache<StoredPage>(STORED_PAGES);
  const resolveQueryOf = createQueryResolver(companies, clock);
  const versionOf = createEntryVersions(db);

  async function count(filter: EntryFilter): Promise<number> {
    const row = await kyselyOf(db)
      .selectFrom('entries as e')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(filter.where)
      .executeTakeFirst();
    return row?.total ?? 0;
  }

  async function read(
    viewer: Viewer,
    filter: EntryFilter,
    order: EntryOrder,
    page: number,
    lang: Lang,
  ): Promise<Entry[]> {
    const q = kyselyOf(db);
    const ids = await q
      .selectFrom('entries as e')
      .select('e.id')
      .where(filter.where)
      .orderBy(order.column, order.direction)
      .orderBy('e.id', order.direction)
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE)
      .execute();
    if (ids.length === 0) return [];
    const [rows, currency] = await Promise.all([
      entryColumns(q)
        .where('e.company_id', '=', viewer.companyId)
        .where((eb) =>
          eb(
            'e.id',
            '=',
            eb.fn.any(eb.cast<number[]>(eb.val(ids.map((row) => row.id)), sql`bigint[]`)),
          ),
        )
        .execute(),
      deps.currencies(),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap(({ id }) => {
      const row = byId.get(id);
      return row ? [toEntry(row, currency, lang)] : [];
    });
  }

  return {
    async page(
      viewer: Viewer,
      query: TransactionsQuery,
      lang: Lang,
    ): Promise<Readonly<TransactionsPage>> {
      const resolved = await resolveQueryOf(viewer, query);
      const { filter } = resolved;
      const order = entryOrder(query.sortBy, query.sortDirection, lang);
      const page = query.page ?? 0;
      // Read before the page: a change that lands in between is stored under the older
      // version, which only calls made before the change still ask for.
      const version = await versionOf(viewer.companyId);
      // The language is in the key: a page holds the names and words in it, and its order.
      const key = `${filter.key}|${order.key}|${page}`;
      let stored = pages.get(version, key);
      if (stored === undefined) {
        const transactions = await read(viewer, filter, order, page, lang);
        let total = counts.get(version, filter.key);
        if (total === undefined) {
          total = await count(filter);
          counts.set(version, filter.key, total);
        }
        stored = { transactions, total };
        pages.set(version, key, stored);
      }

      return answerOf(stored, resolved, viewer, page);
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;
