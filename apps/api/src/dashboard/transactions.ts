import type { components } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { todayIn } from './calendar.js';
import { type CompanyContext, type CompanyContexts } from './company-context.js';
import { CountCache } from './count-cache.js';
import type { LookupCurrency } from './currencies.js';
import { ENTRY_COLUMNS, ENTRY_JOINS, type EntryRow, toEntry } from './entry-details.js';
import {
  type EntryFilter,
  type TransactionsQuery,
  entryFilter,
  entryOrder,
} from './entry-filter.js';
import { type Period, resolvePeriod } from './period.js';
import { type Viewer, seesCompanyFigures } from './viewer.js';

type TransactionsPage = components['schemas']['TransactionsPage'];

/** The server's page size (spec part 1 §9: the drawer moves 10 rows a page). */
export const PAGE_SIZE = 10;

interface PageRow extends EntryRow {
  version: string;
}

export interface ResolvedQuery {
  company: CompanyContext;
  period: Period;
  filter: EntryFilter;
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
  const period = resolvePeriod(query, today, company.statementCycleDay);
  return { company, period, filter: entryFilter(viewer, query, period, company.timeZone) };
}

/**
 * Pages of the dashboard. A page is one statement: the index walk for the page's ids, their
 * details, and the company's entry version. The exact total is the known cost of numbered
 * pages, so it is counted once per filter set and version (CountCache) and reused while the
 * user pages, re-sorts or comes back; the covering index lets a date range count from the
 * index alone.
 */
export function createTransactions(deps: {
  db: Db;
  clock: Clock;
  companies: CompanyContexts;
  currencies: () => Promise<LookupCurrency>;
}) {
  const { db, clock, companies } = deps;
  const counts = new CountCache();

  /** The total and the version it was counted at, read in one snapshot. */
  async function count(
    filter: EntryFilter,
    companyId: number,
  ): Promise<{ total: number; version: number }> {
    const params = [...filter.params.values];
    const company = `$${params.push(companyId)}`;
    const [row] = await db.query<{ total: string; version: string }>(
      `SELECT count(*)::text AS total,
              coalesce((SELECT version FROM entry_versions WHERE company_id = ${company}), 0)::text AS version
         FROM entries e WHERE ${filter.where}`,
      params,
    );
    return { total: Number(row?.total ?? 0), version: Number(row?.version ?? 0) };
  }

  return {
    async page(viewer: Viewer, query: TransactionsQuery): Promise<TransactionsPage> {
      const [resolved, currency] = await Promise.all([
        resolveQuery(companies, clock, viewer, query),
        deps.currencies(),
      ]);
      const { company, period, filter } = resolved;
      const order = entryOrder(query.sortBy, query.sortDirection);
      const page = query.page ?? 0;
      const params = [...filter.params.values];
      const limit = `$${params.push(PAGE_SIZE)}`;
      const offset = `$${params.push(page * PAGE_SIZE)}`;
      const companyParam = `$${params.push(viewer.companyId)}`;
      const rows = await db.query<PageRow>(
        `WITH page AS (
           SELECT e.id FROM entries e WHERE ${filter.where}
            ORDER BY ${order.orderBy} LIMIT ${limit} OFFSET ${offset}
         )
         SELECT ${ENTRY_COLUMNS},
                coalesce((SELECT version FROM entry_versions WHERE company_id = ${companyParam}), 0)::text AS version
           FROM page JOIN entries e ON e.id = page.id
           ${ENTRY_JOINS}
          ORDER BY ${order.orderBy}`,
        params,
      );

      let total: number;
      const first = rows[0];
      const cached = first ? counts.get(Number(first.version), filter.key) : undefined;
      if (cached !== undefined) {
        total = cached;
      } else {
        const counted = await count(filter, viewer.companyId);
        counts.set(counted.version, filter.key, counted.total);
        total = counted.total;
      }

      return {
        transactions: rows.map((row) => toEntry(row, currency)),
        total,
        pageSize: PAGE_SIZE,
        pages: Math.ceil(total / PAGE_SIZE),
        page,
        period: { startDate: period.startDate, endDate: period.endDate },
        isSatwsSectionAvailable:
          company.countryCode === 'MX' && company.matchesSatInvoices && seesCompanyFigures(viewer),
        company: { availableSpent: company.availableSpent, totalSpent: company.totalSpent },
      };
    },
  };
}

export type Transactions = ReturnType<typeof createTransactions>;
