import type { Db } from '../db/db.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';
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
    const params = new SqlParams();
    const scope = scopeCondition(viewer, params);
    const value = params.add(stored(text));
    const entry = params.add(id);
    const table = kind === 'card' ? 'card_transactions' : 'transfers';
    const column = kind === 'card' ? 'memo' : 'description';
    const rows = await db.query<{ value: string | null }>(
      `UPDATE ${table} t SET ${column} = ${value}
         FROM entries e
        WHERE t.entry_id = e.id AND e.id = ${entry} AND e.kind = ${params.add(kind)} AND ${scope}
        RETURNING t.${column} AS value`,
      params.values,
    );
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
