import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { SqlParams } from '../entries/sql-params.js';
import { type Viewer, scopeCondition } from '../entries/viewer.js';
import type { ReceiptOwner } from './receipts.js';

/**
 * Removing a receipt (card) or invoice (payment) from the drawer (spec part 2 §7). The row
 * goes in one statement scoped like the dashboard, so a file of an entry the caller cannot see
 * is "not attached"; its bytes go once nothing points at them.
 */
export function createReceiptRemoval(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return async (viewer: Viewer, owner: ReceiptOwner, entryId: number, receiptId: string) => {
    const params = new SqlParams();
    const scope = scopeCondition(viewer, params);
    const [removed] = await db.query<{ storage_key: string }>(
      `DELETE FROM receipts r USING entries e
        WHERE r.entry_id = e.id AND ${scope} AND e.id = ${params.add(entryId)}
          AND e.kind = ${params.add(owner)} AND r.public_id = ${params.add(receiptId)}
        RETURNING r.storage_key`,
      params.values,
    );
    if (!removed) throw new AppError(404, 'NOT_FOUND', 'dashboard.receiptNotFound');
    await storage.remove(removed.storage_key);
  };
}
