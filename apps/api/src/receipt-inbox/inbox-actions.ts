import type { InboxEntry, InboxReceipt, ReceiptInbox } from '@outlay/api-client/schema';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_ENTRY } from '@outlay/rules';
import { cleanFileName } from '../drive/drive.js';
import { isAllowedFile } from '../files/file-kinds.js';
import { FileTypeNotAllowedError, type IncomingFile, receiveFile } from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { newStorageKey } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { kyselyOf } from '../db/kysely.js';
import { checkReceiptLink } from './receipt-link.js';
import type { Services } from '../services.js';
import { decimalToMinor } from './cfdi.js';
import type { EntryFacts } from './matching.js';
import { type InboxReceiptRow, inboxStore } from './store.js';

/** The signed-in cardholder: an inbox is one person's, in one company. */
export interface InboxViewer {
  companyId: number;
  userId: number;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'receiptInbox.notFound');
const entryNotFound = () => new AppError(404, 'NOT_FOUND', 'receiptInbox.entryNotFound');
const notAttachable = () => new AppError(409, 'CONFLICT', 'receiptInbox.notAttachable');

const UNMATCHED_REASONS = new Set([
  'noEntry',
  'ocrUnavailable',
  'pdfUnavailable',
  'unreadable',
  'declined',
] as const);
type UnmatchedReason = InboxReceipt['unmatchedReason'];

const reasonOf = (text: string | null): UnmatchedReason =>
  text !== null && (UNMATCHED_REASONS as ReadonlySet<string>).has(text)
    ? (text as NonNullable<UnmatchedReason>)
    : null;

const entryView = (entry: EntryFacts): InboxEntry => ({
  id: entry.id,
  merchant: entry.merchant,
  date: entry.date,
  amountMinor: entry.amountMinor,
  currency: entry.currency,
});

/** What a phone can send: photos, and a PDF from its files (an XML has no camera). */
const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** What the Receipts page lists and does: confirm, choose another entry, discard, unmatch. */
export function createInboxActions(services: Services) {
  const { db, clock, files, receiptInbox, receiptAddressKey } = services;

  async function own(viewer: InboxViewer, receiptId: string): Promise<InboxReceiptRow> {
    const receipt = await inboxStore.receipt(db, viewer.companyId, receiptId);
    if (!receipt || receipt.userId !== viewer.userId) throw notFound();
    return receipt;
  }

  async function views(viewer: InboxViewer, rows: readonly InboxReceiptRow[]) {
    const suggestions = await inboxStore.suggestions(
      db,
      viewer.companyId,
      rows.map((row) => row.id),
    );
    const entryIds = new Set<number>();
    for (const row of rows) if (row.entryId !== null) entryIds.add(row.entryId);
    for (const list of suggestions.values()) for (const one of list) entryIds.add(one.entryId);
    const entries =
      entryIds.size === 0
        ? []
        : await inboxStore.candidateEntries(db, viewer.companyId, viewer.userId, null, [
            ...entryIds,
          ]);
    const byId = new Map(entries.map((entry) => [entry.id, entryView(entry)]));
    return rows.map((row): InboxReceipt => {
      const entry = row.entryId === null ? null : (byId.get(row.entryId) ?? null);
      return {
        id: row.publicId,
        fileName: row.fileName,
        contentType: row.contentType,
        state: row.state,
        unmatchedReason: row.state === 'unmatched' ? reasonOf(row.unmatchedReason) : null,
        read: {
          method: row.read.method,
          merchant: row.read.merchant,
          date: row.read.date,
          totalMinor: row.read.totalMinor,
          currency: row.read.currency,
          taxMinor: row.read.taxMinor,
        },
        entry,
        suggestions: (suggestions.get(row.id) ?? []).flatMap((one) => {
          const suggested = byId.get(one.entryId);
          return suggested ? [{ entry: suggested, reasons: one.reasons }] : [];
        }),
        receivedAt: row.createdAt.toISOString(),
      };
    });
  }

  async function view(viewer: InboxViewer, receiptId: string): Promise<InboxReceipt> {
    const [shown] = await views(viewer, [await own(viewer, receiptId)]);
    if (!shown) throw notFound();
    return shown;
  }

  /** Puts the receipt's file (a copy of its own) on the entry, or refuses with 409. */
  async function attach(receipt: InboxReceiptRow, entryId: number) {
    const copyKey = newStorageKey(`receipts/company-${receipt.companyId}`);
    await files.write(copyKey, await files.read(receipt.storageKey));
    const attached = await db
      .transaction(async (tx) => {
        const removed = await inboxStore.detach(tx, receipt.companyId, receipt.id);
        const row = await inboxStore.attach(tx, receipt, entryId, copyKey, clock.now());
        if (row === null) throw notAttachable();
        return removed;
      })
      .catch(async (error: unknown) => {
        await files.remove(copyKey);
        throw error;
      });
    if (attached) await files.remove(attached);
  }

  async function declineSuggestions(receipt: InboxReceiptRow, except: number) {
    const suggested = await inboxStore.suggestions(db, receipt.companyId, [receipt.id]);
    for (const one of suggested.get(receipt.id) ?? []) {
      if (one.entryId !== except) {
        await inboxStore.decline(db, receipt.companyId, receipt.id, one.entryId, clock.now());
      }
    }
    if (receipt.entryId !== null && receipt.entryId !== except) {
      await inboxStore.decline(db, receipt.companyId, receipt.id, receipt.entryId, clock.now());
    }
  }

  return {
    async address(viewer: InboxViewer) {
      const publicId = await inboxStore.userPublicId(db, viewer.companyId, viewer.userId);
      if (!publicId) throw notFound();
      return { address: receiptInbox.addressOf(publicId) };
    },

    async list(viewer: InboxViewer): Promise<ReceiptInbox> {
      const rows = await inboxStore.list(db, viewer.companyId, viewer.userId);
      const missing = await inboxStore.entriesMissingReceipts(db, viewer.companyId, viewer.userId);
      return {
        receipts: await views(viewer, rows),
        missingReceipts: missing.map((entry) => ({
          id: entry.id,
          merchant: entry.title,
          date: entry.occurred_at.toISOString().slice(0, 10),
          amountMinor: decimalToMinor(entry.transaction_amount) ?? 0,
          currency: entry.currency,
        })),
      };
    },

    /** A photo from the phone capture page: into the inbox as a mailed receipt goes. */
    async uploadPhoto(
      viewer: InboxViewer,
      upload: { idempotencyKey: string; file: IncomingFile },
    ): Promise<{ duplicate: boolean }> {
      const owner = await kyselyOf(db)
        .selectFrom('users')
        .select(['public_id', 'email'])
        .where('company_id', '=', viewer.companyId)
        .where('id', '=', viewer.userId)
        .executeTakeFirst();
      if (!owner) {
        upload.file.stream.destroy();
        throw notFound();
      }
      const name = cleanFileName(upload.file.filename);
      let received;
      try {
        received = await receiveFile(upload.file, {
          maxBytes: MAX_RECEIPT_BYTES,
          accepts: (detected) => isAllowedFile(detected?.mime, name, PHOTO_EXTENSIONS),
          storage: files,
          key: newStorageKey(`receipt-inbox/company-${viewer.companyId}`),
        });
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'receiptInbox.fileTooLarge');
        }
        if (error instanceof FileTypeNotAllowedError) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'receiptInbox.fileType');
        }
        throw error;
      }
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await files.read(received.key)) {
          chunks.push(Buffer.from(chunk as Uint8Array));
        }
        return await receiptInbox.takeUpload(
          {
            userId: viewer.userId,
            companyId: viewer.companyId,
            email: owner.email,
            publicId: owner.public_id,
          },
          {
            fileName: name,
            contentType: received.type.mime,
            bytes: Buffer.concat(chunks),
            idempotencyKey: upload.idempotencyKey,
          },
        );
      } finally {
        // The mail made around it holds the bytes now; this copy was only for checking them.
        await files.remove(received.key);
      }
    },

    /** The entry a reminder's /transaction-receipt?token= link names, for its own cardholder. */
    async verifyLink(viewer: InboxViewer, token: string) {
      const check = checkReceiptLink(
        receiptAddressKey,
        token,
        Math.floor(clock.now().getTime() / 1000),
      );
      if (!check.ok && check.reason === 'expired') {
        throw new AppError(410, 'LINK_INVALID', 'receiptInbox.linkExpired');
      }
      const invalid = () => new AppError(404, 'LINK_INVALID', 'receiptInbox.linkInvalid');
      if (!check.ok) throw invalid();
      const { claims } = check;
      // Another person signed in (even in the same company) is not the cardholder it was sent to.
      if (claims.companyId !== viewer.companyId || claims.userId !== viewer.userId) throw invalid();
      const [entry] = await inboxStore.candidateEntries(db, viewer.companyId, viewer.userId, null, [
        claims.entryId,
      ]);
      if (!entry) throw invalid();
      return {
        entry: entryView(entry),
        receiptCount: Math.min(entry.receiptCount, MAX_RECEIPTS_PER_ENTRY),
      };
    },

    async confirm(viewer: InboxViewer, receiptId: string, entryId: number) {
      const receipt = await own(viewer, receiptId);
      const suggested = await inboxStore.suggestions(db, viewer.companyId, [receipt.id]);
      const offered = (suggested.get(receipt.id) ?? []).some((one) => one.entryId === entryId);
      if (receipt.state !== 'suggested' || !offered) throw notAttachable();
      await declineSuggestions(receipt, entryId);
      await attach(receipt, entryId);
      return view(viewer, receiptId);
    },

    async choose(viewer: InboxViewer, receiptId: string, entryId: number) {
      const receipt = await own(viewer, receiptId);
      if (receipt.state === 'discarded') throw notAttachable();
      const [entry] = await inboxStore.candidateEntries(db, viewer.companyId, viewer.userId, null, [
        entryId,
      ]);
      if (!entry) throw entryNotFound();
      if (receipt.state === 'matched' && receipt.entryId === entryId)
        return view(viewer, receiptId);
      await declineSuggestions(receipt, entryId);
      await attach(receipt, entryId);
      return view(viewer, receiptId);
    },

    async discard(viewer: InboxViewer, receiptId: string) {
      const receipt = await own(viewer, receiptId);
      const removed = await db.transaction(async (tx) => {
        const key = await inboxStore.detach(tx, viewer.companyId, receipt.id);
        await inboxStore.setState(
          tx,
          viewer.companyId,
          receipt.id,
          { state: 'discarded' },
          clock.now(),
        );
        return key;
      });
      if (removed) await files.remove(removed);
      return view(viewer, receiptId);
    },

    async unmatch(viewer: InboxViewer, receiptId: string) {
      const receipt = await own(viewer, receiptId);
      if (receipt.state !== 'matched' || receipt.entryId === null) return view(viewer, receiptId);
      const entryId = receipt.entryId;
      const removed = await db.transaction(async (tx) => {
        const key = await inboxStore.detach(tx, viewer.companyId, receipt.id);
        await inboxStore.decline(tx, viewer.companyId, receipt.id, entryId, clock.now());
        await inboxStore.setState(
          tx,
          viewer.companyId,
          receipt.id,
          { state: 'unmatched', unmatchedReason: 'declined' },
          clock.now(),
        );
        return key;
      });
      if (removed) await files.remove(removed);
      // The other likely entries are offered again (never the one just turned down).
      const fresh = await inboxStore.receipt(db, viewer.companyId, receiptId);
      if (fresh) await receiptInbox.rematch(viewer.companyId, fresh);
      const after = await inboxStore.receipt(db, viewer.companyId, receiptId);
      // A rematch that finds nothing says why: the user turned the match down.
      if (after?.state === 'unmatched') {
        await inboxStore.setState(
          db,
          viewer.companyId,
          after.id,
          { state: 'unmatched', unmatchedReason: 'declined' },
          clock.now(),
        );
      }
      return view(viewer, receiptId);
    },
  };
}

export type InboxActions = ReturnType<typeof createInboxActions>;
