// Which entry the drawer shows: the dashboard's `?entry=card:123` (spec part 1 §2.5).
import type { Entry } from '@outlay/api-client';

export type { Entry } from '@outlay/api-client';

export type EntryType = Entry['type'];

export interface EntryRef {
  type: EntryType;
  id: number;
}

/** `card:123`: the table row's key, and the key of everything the drawer keeps per entry. */
export const entryKey = (entry: EntryRef) => `${entry.type}:${String(entry.id)}`;

export function refOf(entry: Entry): EntryRef {
  switch (entry.type) {
    case 'card':
      return { type: 'card', id: entry.transaction.id };
    case 'payment':
      return { type: 'payment', id: entry.transfer.id };
    case 'loan':
      return { type: 'loan', id: entry.instalment.id };
  }
}

export const sameEntry = (a: EntryRef, b: EntryRef) => a.type === b.type && a.id === b.id;

/**
 * What the dashboard gives the drawer of an open entry: the dashboard names the slot, the app
 * fills it with the transaction drawer (features do not import each other).
 */
export interface EntryDrawerProps {
  /** The open entry: the dashboard's `?entry=card:123`. */
  entry: EntryRef;
  /** The dashboard page it was opened on (from 1), how many there are, and that page's rows. */
  page: number;
  pageCount: number;
  rows: readonly Entry[] | undefined;
  /** Another page's rows of the same list, for moving past the first or last row. */
  loadPage: (page: number) => Promise<readonly Entry[]>;
  /** Up/down landed on another entry, maybe on another page. */
  onMove: (entry: EntryRef, page: number) => void;
  onClose: () => void;
  /** Files were attached or removed: the list's receipt counts are out of date. */
  onFilesChanged: () => void;
}
