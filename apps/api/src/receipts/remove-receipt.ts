import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { kyselyOf } from '../db/kysely.js';
import { type Viewer, viewerScope } from '../entries/viewer.js';
import type { ReceiptOwner } from './receipts.js';

/**
 * Removing a receipt (card) or invoice (payment) from the drawer (spec part 2 §7). The row
 * goes in one statement scoped like the dashboard, so a file of an entry the caller cannot see
 * is "not attached"; its bytes go once nothing points at them.
 */
export function createReceiptRemoval(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return async (viewer: Viewer, owner: ReceiptOwner, entryId: number, receiptId: string) => {
    const removed = await kyselyOf(db)
      .deleteFrom('receipts as r')
      .using('entries as e')
      .whereRef('r.entry_id', '=', 'e.id')
      .whereRef('r.company_id', '=', 'e.company_id')
      .where((eb) => viewerScope(eb, viewer))
      .where('e.id', '=', entryId)
      .where('e.kind', '=', owner)
      .where('r.public_id', '=', receiptId)
      .returning('r.storage_key')
      .executeTakeFirst();
    if (!removed) throw new AppError(404, 'NOT_FOUND', 'dashboard.receiptNotFound');
    await storage.remove(removed.storage_key);
  };
}
