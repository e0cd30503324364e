import type {
  CardType,
  TransactionsQueryFields as TransactionsQuery,
  SortBy,
  SortDirection,
} from '@outlay/api-client/schema';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/kysely.js';
import type { Entries } from '../db/schema.js';
import { merchantSortKey } from '../entries/entry-texts.js';
import type { Lang } from '../i18n/language.js';
import { endOf, startOf } from './day-instants.js';
import type { Period } from './period.js';
import { prefixQuery } from './search.js';
import { type Viewer, seesCompanyFigures, viewerScope } from '../entries/viewer.js';

export type { TransactionsQueryFields as TransactionsQuery } from '@outlay/api-client/schema';

/** The query builder's view of a query over entries (alias `e`), for the filter's conditions. */
export type EntriesBuilder = ExpressionBuilder<Database & { e: Entries }, 'e'>;

/** The conditions of a query (alias `e`), shared by the page, the count and the export. */
export interface EntryFilter {
  where: (eb: EntriesBuilder) => Expression<SqlBool>;
  /** Identifies the filter set: the count cache's key. */
  key: string;
}

/**
 * Every condition of the dashboard query, over the indexed columns of `entries`.
 * `timeZone` turns the period's days into instants: a day starts at midnight where the
 * company is.
 */
export function entryFilter(
  viewer: Viewer,
  query: TransactionsQuery,
  period: Period,
  timeZone: string,
): EntryFilter {
  const column = period.byPostedDate ? 'e.posted_at' : 'e.occurred_at';
  const search = prefixQuery(query.search);
  const { users = [], cards = [], cardTypes = [] } = query.filterBy ?? {};
  // One flag of a pair narrows; both, or neither, leave everything in.
  const attached = query.isReceiptAtteched === true;
  const notAttached = query.isReceiptNotAtteched === true;
  const posted = query.isPostedStatus === true;
  const pending = query.isPendingStatus === true;

  const where = (eb: EntriesBuilder) => {
    const conditions = [
      viewerScope(eb, viewer),
      eb(column, '>=', startOf(period.startDate, timeZone)),
      eb(column, '<', endOf(period.endDate, timeZone)),
    ];
    if (search !== null) {
      conditions.push(eb('e.search', '@@', sql<string>`to_tsquery('simple', ${search})`));
    }
    if (users.length > 0) {
      conditions.push(
        eb(
          'e.user_id',
          'in',
          eb
            .selectFrom('users as u')
            .select('u.id')
            .where('u.company_id', '=', viewer.companyId)
            .where('u.public_id', '=', eb.fn.any(eb.cast<string[]>(eb.val(users), sql`uuid[]`))),
        ),
      );
    }
    if (cards.length > 0) {
      conditions.push(
        eb('e.card_id', '=', eb.fn.any(eb.cast<number[]>(eb.val(cards), sql`int[]`))),
      );
    }
    if (cardTypes.length > 0) {
      conditions.push(
        eb('e.card_type', '=', eb.fn.any(eb.cast<CardType[]>(eb.val(cardTypes), sql`text[]`))),
      );
    }
    if (attached !== notAttached) {
      // Loan instalments take no receipts, so neither filter keeps them.
      conditions.push(eb('e.kind', '<>', 'loan'), eb('e.receipt_count', attached ? '>' : '=', 0));
    }
    if (posted !== pending) conditions.push(eb('e.state', '=', posted ? 'posted' : 'pending'));
    return eb.and(conditions);
  };
  // Admins and bookkeepers see the same entries (viewerScope), so they share counts.
  const sees = seesCompanyFigures(viewer) ? 'company' : `${viewer.role}:${viewer.userId}`;
  const key = JSON.stringify([
    viewer.companyId,
    sees,
    column,
    period.startDate,
    period.endDate,
    timeZone,
    search,
    users,
    cards,
    cardTypes,
    attached === notAttached ? null : attached,
    posted === pending ? null : posted,
  ]);
  return { where, key };
}

export interface EntryOrder {
  /** The sort column (alias `e`), for ORDER BY and for the keyset of exports. */
  column: Expression<unknown>;
  /** The column's SQL type, for the keyset's parameter. */
  keyType: 'timestamptz' | 'text' | 'numeric';
  direction: 'asc' | 'desc';
  /** Identifies the order: part of a stored page's key. */
  key: string;
}

function sortColumn(sortBy: SortBy, lang: Lang): Pick<EntryOrder, 'column' | 'keyType'> {
  switch (sortBy) {
    case 'date':
      return { column: sql.ref('e.occurred_at'), keyType: 'timestamptz' };
    case 'amount':
      return { column: sql.ref('e.amount'), keyType: 'numeric' };
    case 'merchant':
      // The name the row shows, in the language's order (not the bytes' order).
      return { column: merchantSortKey(lang), keyType: 'text' };
  }
}

/**
 * The order of a query: its callers sort by `column`, then by the entry id in the same
 * direction, so pages never overlap.
 */
export function entryOrder(
  sortBy: SortBy = 'date',
  sortDirection: SortDirection = 'DESC',
  lang: Lang = 'en',
): EntryOrder {
  const { column, keyType } = sortColumn(sortBy, lang);
  const direction = sortDirection === 'ASC' ? 'asc' : 'desc';
  return { column, keyType, direction, key: `${sortBy}|${direction}|${lang}` };
}
