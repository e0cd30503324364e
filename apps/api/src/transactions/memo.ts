import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { type Viewer, viewerScope } from '../entries/viewer.js';
import { entryNotFound } from '../entries/entry-details.js';

/** Empty (or only spaces) clears it; otherwise the text is kept as typed. */
const stored = (text: string) => (text.trim() === '' ? null : text);

/**
 * Memos (spec part 2 §7): a card transaction's memo, a transfer's description. Whoever sees
 * the entry on the dashboard may write it; the update itself carries the scope, so there is no
 * window between checking and writing.
 */
export function createMemos(db: Db) {
  async function save(
    viewer: Viewer,
    kind: 'card' | 'payment',
    id: number,
    text: string,
  ): Promise<string | null> {
    const q = kyselyOf(db);
    const value = stored(text);
    const rows =
      kind === 'card'
        ? await q
            .updateTable('card_transactions as t')
            .from('entries as e')
            .set({ memo: value })
            .whereRef('t.entry_id', '=', 'e.id')
            .whereRef('t.company_id', '=', 'e.company_id')
            .where('e.id', '=', id)
            .where('e.kind', '=', kind)
            .where((eb) => viewerScope(eb, viewer))
            .returning('t.memo as value')
            .execute()
        : await q
            .updateTable('transfers as t')
            .from('entries as e')
            .set({ description: value })
            .whereRef('t.entry_id', '=', 'e.id')
            .whereRef('t.company_id', '=', 'e.company_id')
            .where('e.id', '=', id)
            .where('e.kind', '=', kind)
            .where((eb) => viewerScope(eb, viewer))
            .returning('t.description as value')
            .execute();
    const [row] = rows;
    if (!row) throw entryNotFound();
    return row.value;
  }

  return {
    card: (viewer: Viewer, id: number, memo: string) => save(viewer, 'card', id, memo),
    transfer: (viewer: Viewer, id: number, description: string) =>
      save(viewer, 'payment', id, description),
  };
}

export type Memos = ReturnType<typeof createMemos>;
