// The calls the scale bench measures and the plans test EXPLAINs (issue 38), as Northwind's
// admin: the dashboard list (search and filters, page 1; filters, page 50), statistics, the
// filter options, the cards list, the team list, the accounting mapping list and a statement.
import type { Db } from '../src/db/db.js';
import { sqlRows } from '../test/support/sql-rows.js';

export interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const DAY = 86_400_000;

/** The start of a custom range over every seeded entry (they cover 18 months). */
export function twoYearsAgo(now = new Date()) {
  return new Date(now.getTime() - 730 * DAY).toISOString().slice(0, 10);
}

export function today(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** The public id of Northwind's latest statement, or null before statements are built. */
export async function latestStatement(db: Db, companyId: number): Promise<string | null> {
  const [statement] = await sqlRows<{ public_id: string }>(
    db,
    "SELECT period_start::text || '-' || currency AS public_id FROM statements WHERE company_id = $1 ORDER BY period_start DESC LIMIT 1",
    [companyId],
  );
  return statement?.public_id ?? null;
}

export function scaleCalls(statementId: string | null, now = new Date()): Call[] {
  const list = { search: 'amazon', filterBy: { cardTypes: ['virtual'] }, isPostedStatus: true };
  const month = `${today(now).slice(0, 8)}01`;
  return [
    {
      name: 'dashboard list, search + filters, page 1',
      method: 'POST',
      url: '/api/v2/web/dashboard/transactions',
      body: list,
    },
    {
      name: 'dashboard list, filters, page 50',
      method: 'POST',
      url: '/api/v2/web/dashboard/transactions',
      body: {
        filter: 'custom',
        startDate: twoYearsAgo(now),
        endDate: today(now),
        filterBy: { cardTypes: ['virtual'] },
        page: 49,
      },
    },
    {
      name: 'statistics',
      method: 'GET',
      url: `/api/v2/web/dashboard/get-statistics?startDate=${month}&endDate=${today(now)}`,
    },
    { name: 'filter options', method: 'GET', url: '/api/v2/web/dashboard/filters' },
    { name: 'cards list', method: 'GET', url: '/api/v2/web/cards/get-cards' },
    {
      name: 'team list',
      method: 'POST',
      url: '/api/v2/web/user/get-paginated-users',
      body: { page: 0 },
    },
    {
      name: 'accounting mapping list',
      method: 'POST',
      url: '/api/v2/web/accounting/incomplete-transactions',
      body: { page: 0 },
    },
    ...(statementId === null
      ? []
      : [
          {
            name: 'a statement',
            method: 'GET' as const,
            url: `/api/v2/web/statement/${statementId}`,
          },
        ]),
  ];
}
