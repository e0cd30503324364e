// Which entry the drawer shows: the dashboard's `?entry=card:123` (spec part 1 §2.5).
import type { components } from '@outlay/api-client';

export type Entry = components['schemas']['Entry'];
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
