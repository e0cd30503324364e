// Up and down across the dashboard's rows and pages (spec part 1 §2.5: 10 rows a page). Pure:
// the drawer feeds it the page it is on and the pages around it as they arrive.
import { type Entry, type EntryRef, refOf, sameEntry } from '@/entries/entry-ref';

export type Direction = 'previous' | 'next';

/** Where a move lands: a row of this page, or the first/last row of the page beside it. */
export type Move =
  | { kind: 'row'; entry: EntryRef; page: number }
  | { kind: 'page'; page: number; take: 'first' | 'last' }
  | { kind: 'none' };

/**
 * The move from `entry` on `page` (from 1) of `pageCount`, whose rows are `rows`. An entry not
 * on the page (a shared link to an older page) has no neighbours.
 */
export function moveFrom(
  entry: EntryRef,
  rows: readonly Entry[],
  page: number,
  pageCount: number,
  direction: Direction,
): Move {
  const index = rows.findIndex((row) => sameEntry(refOf(row), entry));
  if (index === -1) return { kind: 'none' };
  const step = direction === 'next' ? 1 : -1;
  const beside = rows[index + step];
  if (beside) return { kind: 'row', entry: refOf(beside), page };
  if (direction === 'next' && page < pageCount)
    return { kind: 'page', page: page + 1, take: 'first' };
  if (direction === 'previous' && page > 1) return { kind: 'page', page: page - 1, take: 'last' };
  return { kind: 'none' };
}

/** The row a page move lands on, once that page's rows are known. */
export function landing(rows: readonly Entry[], take: 'first' | 'last'): EntryRef | null {
  const row = take === 'first' ? rows[0] : rows.at(-1);
  return row ? refOf(row) : null;
}
