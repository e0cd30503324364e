// Up and down from the open entry (spec part 1 §2.5): to the row beside it, or across to the
// first/last row of the page beside it. The neighbours' details (and the page beside, when a
// move would cross to it) are fetched ahead, so a move shows the next entry at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { prefetchEntryDetails } from '../api/entry-details';
import type { Entry, EntryDrawerProps, EntryRef } from '@/entries/entry-ref';
import { type Direction, landing, type Move, moveFrom } from './neighbours';

/** The open entry, its page of the list and how to reach the pages beside it. */
export type RowNavigationOptions = Pick<
  EntryDrawerProps,
  'entry' | 'page' | 'pageCount' | 'rows' | 'loadPage' | 'onMove'
>;

/** Where a move lands, once the page beside (if it crosses to one) is read. */
async function landOn(
  move: Move,
  load: (page: number) => Promise<readonly Entry[]>,
): Promise<{ entry: EntryRef; page: number } | null> {
  if (move.kind === 'row') return { entry: move.entry, page: move.page };
  if (move.kind === 'none') return null;
  const found = landing(await load(move.page), move.take);
  return found ? { entry: found, page: move.page } : null;
}

export function useRowNavigation({
  entry,
  page,
  pageCount,
  rows,
  loadPage,
  onMove,
}: RowNavigationOptions) {
  const queryClient = useQueryClient();
  const { type, id } = entry;
  const [previous, next] = useMemo(() => {
    const from = { type, id };
    return [
      moveFrom(from, rows ?? [], page, pageCount, 'previous'),
      moveFrom(from, rows ?? [], page, pageCount, 'next'),
    ];
  }, [type, id, rows, page, pageCount]);

  // The dashboard's loader may change identity each render; the prefetch follows the moves.
  const loadAhead = useEffectEvent((target: number) => loadPage(target));
  useEffect(() => {
    for (const ahead of [previous, next]) {
      landOn(ahead, (target) => loadAhead(target))
        .then((target) => target && prefetchEntryDetails(queryClient, target.entry))
        // A neighbour that fails to load ahead is simply loaded when it is shown.
        .catch(() => undefined);
    }
  }, [previous, next, queryClient]);

  const move = (direction: Direction) => {
    landOn(direction === 'next' ? next : previous, loadPage)
      .then((target) => {
        if (target) onMove(target.entry, target.page);
      })
      // The page beside could not be read: the drawer stays where it is.
      .catch(() => undefined);
  };

  return { canMovePrevious: previous.kind !== 'none', canMoveNext: next.kind !== 'none', move };
}
