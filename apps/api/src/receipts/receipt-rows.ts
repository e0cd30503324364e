import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';

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
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO receipts (public_id, company_id, entry_id, type, file_name, storage_key,
                           content_type, size_bytes, uploaded_by, push_to_accounting, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id`,
    [
      randomUUID(),
      receipt.companyId,
      receipt.entryId,
      receipt.type,
      receipt.fileName,
      receipt.storageKey,
      receipt.contentType,
      receipt.sizeBytes,
      receipt.uploadedBy,
      receipt.pushToAccounting ?? false,
      receipt.createdAt,
    ],
  );
  if (!row) throw new Error('receipt row not inserted');
  return row.id;
}
