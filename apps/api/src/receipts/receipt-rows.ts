import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

/** A file held for an entry: an upload, or a CFDI attached from SAT. */
export interface NewReceipt {
  companyId: number;
  entryId: number;
  /** Card transactions carry receipts; transfers and CFDIs are invoices. */
  type: 'receipt' | 'invoice';
  fileName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number;
  pushToAccounting?: boolean;
  createdAt: Date;
}

/** Writes one `receipts` row (the only place that does) and answers its internal id. */
export async function insertReceipt(db: Db, receipt: NewReceipt): Promise<number> {
  const row = await kyselyOf(db)
    .insertInto('receipts')
    .values({
      public_id: randomUUID(),
      company_id: receipt.companyId,
      entry_id: receipt.entryId,
      type: receipt.type,
      file_name: receipt.fileName,
      storage_key: receipt.storageKey,
      content_type: receipt.contentType,
      size_bytes: receipt.sizeBytes,
      uploaded_by: receipt.uploadedBy,
      push_to_accounting: receipt.pushToAccounting ?? false,
      created_at: receipt.createdAt,
    })
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Error('receipt row not inserted');
  return row.id;
}
