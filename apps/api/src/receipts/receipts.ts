import type { Receipt } from '@outlay/api-client/schema';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_ENTRY, RECEIPT_EXTENSIONS } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { cleanFileName } from '../drive/drive.js';
import { isAllowedFile } from '../files/file-kinds.js';
import {
  FileTypeNotAllowedError,
  type IncomingFile,
  type ReceivedFile,
  receiveFile,
} from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { type LinkSigner, type StoredFile, withSignature } from '../dashboard/signed-links.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { type Viewer, viewerScope } from '../entries/viewer.js';
import { insertReceipt } from './receipt-rows.js';

/** Card transactions carry receipts; transfers carry invoices. */
export type ReceiptOwner = 'card' | 'payment';

export const receiptPath = (publicId: string) => `/api/v2/web/receipts/${publicId}/file`;

const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'dashboard.entryNotFound');

/**
 * Receipts of card transactions and invoices of transfers: listed with signed links, and
 * uploaded by the bytes' type and a size counted while they stream. A request's files are
 * stored first and recorded together, so a refused file leaves none of its request behind.
 */
export function createReceipts(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  links: LinkSigner;
}) {
  const { db, clock, storage, links } = deps;

  /** The entry's id if the viewer sees it and it is of that kind; otherwise 404. */
  async function visibleEntry(viewer: Viewer, owner: ReceiptOwner, entryId: number, tx: Db = db) {
    const row = await kyselyOf(tx)
      .selectFrom('entries as e')
      .select('e.id')
      .where((eb) => viewerScope(eb, viewer))
      .where('e.id', '=', entryId)
      .where('e.kind', '=', owner)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw entryNotFound();
    return entryId;
  }

  async function list(
    companyId: number,
    entryId: number,
    receiptId?: string,
  ): Promise<{ receipts: Receipt[] }> {
    const rows = await kyselyOf(db)
      .selectFrom('receipts')
      .select(['public_id', 'file_name', 'type', 'content_type', 'size_bytes', 'created_at'])
      .where('company_id', '=', companyId)
      .where('entry_id', '=', entryId)
      .$if(receiptId !== undefined, (query) => query.where('public_id', '=', receiptId ?? ''))
      .orderBy('id')
      .execute();
    if (receiptId !== undefined && rows.length === 0) {
      throw new AppError(404, 'NOT_FOUND', 'dashboard.receiptNotFound');
    }
    const receipts = await Promise.all(
      rows.map(async (row) => ({
        id: row.public_id,
        receiptName: row.file_name,
        type: row.type,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        createdAt: row.created_at.toISOString(),
        url: withSignature(
          receiptPath(row.public_id),
          await links.sign(`receipt:${row.public_id}`),
        ),
      })),
    );
    return { receipts };
  }

  async function receive(
    viewer: Viewer,
    file: IncomingFile,
  ): Promise<ReceivedFile & { name: string }> {
    const name = cleanFileName(file.filename);
    try {
      const received = await receiveFile(file, {
        maxBytes: MAX_RECEIPT_BYTES,
        accepts: (detected) => isAllowedFile(detected?.mime, name, RECEIPT_EXTENSIONS),
        storage,
        key: newStorageKey(`receipts/company-${viewer.companyId}`),
      });
      return { ...received, name };
    } catch (error) {
      if (error instanceof FileTooLargeError) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'receipts.fileTooLarge');
      }
      if (error instanceof FileTypeNotAllowedError) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'receipts.fileType');
      }
      throw error;
    }
  }

  const tooMany = () =>
    new AppError(409, 'CONFLICT', 'receipts.tooMany', { max: MAX_RECEIPTS_PER_ENTRY });

  return {
    async get(viewer: Viewer, owner: ReceiptOwner, entryId: number, receiptId?: string) {
      await visibleEntry(viewer, owner, entryId);
      return list(viewer.companyId, entryId, receiptId);
    },

    async upload(
      viewer: Viewer,
      owner: ReceiptOwner,
      input: {
        entryId: number;
        receiptId?: string;
        shouldPushReceipt?: boolean;
        files: AsyncIterable<IncomingFile>;
      },
    ) {
      const { entryId, receiptId } = input;
      await visibleEntry(viewer, owner, entryId);
      const counted = await kyselyOf(db)
        .selectFrom('receipts')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn
            .countAll<number>()
            .filterWhere('public_id', '=', receiptId ?? null)
            .as('replaced'),
        ])
        .where('company_id', '=', viewer.companyId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      if (receiptId !== undefined && counted?.replaced !== 1) {
        throw new AppError(404, 'NOT_FOUND', 'dashboard.receiptNotFound');
      }
      const room =
        MAX_RECEIPTS_PER_ENTRY - (counted?.total ?? 0) + (receiptId === undefined ? 0 : 1);

      const stored: (ReceivedFile & { name: string })[] = [];
      let replacedKey: string | null;
      try {
        for await (const file of input.files) {
          if (stored.length >= room) {
            file.stream.destroy();
            throw tooMany();
          }
          stored.push(await receive(viewer, file));
        }
        replacedKey = await db.transaction(async (tx) => {
          await visibleEntry(viewer, owner, entryId, tx);
          const q = kyselyOf(tx);
          const row = await q
            .selectFrom('receipts')
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .where('company_id', '=', viewer.companyId)
            .where('entry_id', '=', entryId)
            .$if(receiptId !== undefined, (query) =>
              query.where('public_id', '<>', receiptId ?? ''),
            )
            .executeTakeFirst();
          if ((row?.total ?? 0) + stored.length > MAX_RECEIPTS_PER_ENTRY) throw tooMany();
          const now = clock.now();
          for (const file of stored) {
            await insertReceipt(tx, {
              companyId: viewer.companyId,
              entryId,
              type: owner === 'card' ? 'receipt' : 'invoice',
              fileName: file.name,
              storageKey: file.key,
              contentType: file.type.mime,
              sizeBytes: file.bytes,
              uploadedBy: viewer.userId,
              pushToAccounting: input.shouldPushReceipt === true,
              createdAt: now,
            });
          }
          if (receiptId === undefined) return null;
          const replaced = await q
            .deleteFrom('receipts')
            .where('company_id', '=', viewer.companyId)
            .where('entry_id', '=', entryId)
            .where('public_id', '=', receiptId)
            .returning('storage_key')
            .executeTakeFirst();
          return replaced?.storage_key ?? null;
        });
      } catch (error) {
        await Promise.all(stored.map((file) => storage.remove(file.key)));
        throw error;
      }
      // The replaced file's row is gone, so nothing can point at its bytes any more.
      if (replacedKey !== null) await storage.remove(replacedKey);
      return list(viewer.companyId, entryId);
    },

    /** A receipt's bytes behind a signed link. */
    async file(
      publicId: string,
      link: { expires: number; signature: string },
    ): Promise<StoredFile> {
      const invalid = new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
      if (!(await links.verify(`receipt:${publicId}`, link))) throw invalid;
      // A signed link names the file alone: its signature, checked above, is the permission.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('receipts')
        .select(['storage_key', 'file_name', 'content_type'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'NOT_FOUND', 'dashboard.receiptNotFound');
      return {
        stream: await storage.read(row.storage_key),
        fileName: row.file_name,
        contentType: row.content_type,
      };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
