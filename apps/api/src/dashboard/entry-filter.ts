import type {
  TransactionsQueryFields as TransactionsQuery,
  SortBy,
  SortDirection,
} from '@outlay/api-client/schema';
import { merchantSortKey } from '../entries/entry-texts.js';
import type { Lang } from '../i18n/language.js';
import type { Period } from './period.js';
import { prefixQuery } from './search.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';

export type { TransactionsQueryFields as TransactionsQuery } from '@outlay/api-client/schema';

/** The WHERE clause (alias `e`) of a query, with its parameters; shared by page, count and export. */
export interface EntryFilter {
  where: string;
  params: SqlParams;
  /** Identifies the filter set: the count cache's key. */
  key: string;
}

/**
 * Every condition of the dashboard query, as SQL over the indexed columns of `entries`.
 * `timeZone` turns the period's days into instants: a day starts at midnight where the
 * company is.
 */
export function entryFilter(
  viewer: Viewer,
  query: TransactionsQuery,
  period: Period,
  timeZone: string,
): EntryFilter {
  const params = new SqlParams();
  const conditions = [scopeCondition(viewer, params)];

  const zone = params.add(timeZone);
  const column = period.byPostedDate ? 'e.posted_at' : 'e.occurred_at';
  conditions.push(
    `${column} >= (${params.add(period.startDate)}::date)::timestamp AT TIME ZONE ${zone}`,
    `${column} < (${params.add(period.endDate)}::date + 1)::timestamp AT TIME ZONE ${zone}`,
  );

  const search = prefixQuery(query.search);
  if (search !== null) conditions.push(`e.search @@ to_tsquery('simple', ${params.add(search)})`);

  const { users = [], cards = [], cardTypes = [] } = query.filterBy ?? {};
  if (users.length > 0) {
    conditions.push(
      `e.user_id IN (SELECT u.id FROM users u WHERE u.company_id = ${params.add(viewer.companyId)} AND u.public_id = ANY(${params.add(users)}::uuid[]))`,
    );
  }
  if (cards.length > 0) conditions.push(`e.card_id = ANY(${params.add(cards)}::int[])`);
  if (cardTypes.length > 0) conditions.push(`e.card_type = ANY(${params.add(cardTypes)}::text[])`);

  // One flag of a pair narrows; both, or neither, leave everything in.
  const attached = query.isReceiptAtteched === true;
  const notAttached = query.isReceiptNotAtteched === true;
  if (attached !== notAttached) {
    // Loan instalments take no receipts, so neither filter keeps them.
    conditions.push(`e.kind <> 'loan' AND e.receipt_count ${attached ? '> 0' : '= 0'}`);
  }
  const posted = query.isPostedStatus === true;
  const pending = query.isPendingStatus === true;
  if (posted !== pending) conditions.push(`e.state = '${posted ? 'posted' : 'pending'}'`);

  const where = conditions.join(' AND ');
  return { where, params, key: `${where}|${JSON.stringify(params.values)}` };
}

export interface EntryOrder {
  /** The sort column (alias `e`), for ORDER BY and for the keyset of exports. */
  column: string;
  /** The column's SQL type, for the keyset's parameter. */
  keyType: 'timestamptz' | 'text' | 'numeric';
  direction: 'ASC' | 'DESC';
  orderBy: string;
}

function sortColumn(sortBy: SortBy, lang: Lang): Pick<EntryOrder, 'column' | 'keyType'> {
  switch (sortBy) {
    case 'date':
      return { column: 'e.occurred_at', keyType: 'timestamptz' };
    case 'amount':
      return { column: 'e.amount', keyType: 'numeric' };
    case 'merchant':
      // The name the row shows, in the language's order (not the bytes' order).
      return { column: merchantSortKey(lang), keyType: 'text' };
  }
}

/** The order of a query; the entry id breaks ties in the same direction, so pages never overlap. */
export function entryOrder(
  sortBy: SortBy = 'date',
  sortDirection: SortDirection = 'DESC',
  lang: Lang = 'en',
): EntryOrder {
  const { column, keyType } = sortColumn(sortBy, lang);
  const direction = sortDirection === 'ASC' ? 'ASC' : 'DESC';
  return { column, keyType, direction, orderBy: `${column} ${direction}, e.id ${direction}` };
}
