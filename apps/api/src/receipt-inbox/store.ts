import { randomUUID } from 'node:crypto';
import { MAX_RECEIPTS_PER_ENTRY } from '@outlay/rules';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { insertReceipt } from '../receipts/receipt-rows.js';
import { decimalToMinor } from './cfdi.js';
import type { EntryFacts, Reason, Suggestion } from './matching.js';
import { missingReceiptEntries } from './missing-receipts.js';

export type InboxState = 'reading' | 'matched' | 'suggested' | 'unmatched' | 'discarded';

/** Who a receipt address belongs to: the address alone decides the company. */
export interface InboxOwner {
  userId: number;
  companyId: number;
  email: string;
}

/** A user's public id without its hyphens: the key in their receipt address. */
export const userKeyOf = (publicId: string) => publicId.replaceAll('-', '').toLowerCase();

const publicIdOfKey = (key: string) =>
  /^[0-9a-f]{32}$/.test(key)
    ? `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${key.slice(16, 20)}-${key.slice(20)}`
    : null;

export interface ReadFacts {
  method: 'cfdi' | 'pdf' | 'ocr' | null;
  merchant: string | null;
  date: string | null;
  totalMinor: number | null;
  currency: string | null;
  taxMinor: number | null;
}

export interface InboxReceiptRow {
  id: number;
  publicId: string;
  companyId: number;
  userId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
  state: InboxState;
  unmatchedReason: string | null;
  read: ReadFacts;
  entryId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredSuggestion {
  entryId: number;
  rank: number;
  score: number;
  reasons: Reason[];
}

const REASONS: ReadonlySet<string> = new Set(['amount', 'date', 'merchant', 'card']);

/** The inbox's rows; every query is pinned to one company except the address's owner look-up. */
export const inboxStore = {
  /** The active user a receipt address names, in whichever company they are. */
  async ownerOfKey(db: Db, userKey: string): Promise<InboxOwner | null> {
    const publicId = publicIdOfKey(userKey);
    if (!publicId) return null;
    // The address is the only thing an inbound mail has: it names the company, so this read
    // crosses companies by one unique key.
    const row = await kyselyAcrossCompanies(db)
      .selectFrom('users')
      .select(['id', 'company_id', 'email'])
      .where('public_id', '=', publicId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row ? { userId: row.id, companyId: row.company_id, email: row.email } : null;
  },

  async userPublicId(db: Db, companyId: number, userId: number): Promise<string | null> {
    const row = await kyselyOf(db)
      .selectFrom('users')
      .select('public_id')
      .where('company_id', '=', companyId)
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.public_id ?? null;
  },

  /** Keeps a mail until it is processed; null when the same mail is kept already. */
  async insertMail(
    tx: Db,
    mail: {
      owner: InboxOwner;
      dedupeKey: string;
      sender: string;
      subject: string;
      rawStorageKey: string;
      receivedAt: Date;
    },
  ): Promise<number | null> {
    const row = await kyselyOf(tx)
      .insertInto('inbox_mails')
      .values({
        company_id: mail.owner.companyId,
        user_id: mail.owner.userId,
        dedupe_key: mail.dedupeKey,
        sender: mail.sender.slice(0, 320),
        subject: mail.subject.slice(0, 998),
        raw_storage_key: mail.rawStorageKey,
        received_at: mail.receivedAt,
      })
      .onConflict((conflict) => conflict.columns(['company_id', 'dedupe_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async mail(db: Db, companyId: number, mailId: number) {
    return kyselyOf(db)
      .selectFrom('inbox_mails')
      .select(['id', 'user_id', 'sender', 'subject', 'raw_storage_key', 'state'])
      .where('company_id', '=', companyId)
      .where('id', '=', mailId)
      .executeTakeFirst();
  },

  async markMailProcessed(db: Db, companyId: number, mailId: number, at: Date): Promise<void> {
    await kyselyOf(db)
      .updateTable('inbox_mails')
      .set({ state: 'processed', processed_at: at, raw_storage_key: null })
      .where('company_id', '=', companyId)
      .where('id', '=', mailId)
      .execute();
  },

  /** One receipt per part of a mail: a run again answers false for a part kept already. */
  async insertReceipt(
    db: Db,
    receipt: {
      companyId: number;
      userId: number;
      mailId: number;
      partIndex: number;
      fileName: string;
      contentType: string;
      sizeBytes: number;
      storageKey: string;
      at: Date;
    },
  ): Promise<boolean> {
    const row = await kyselyOf(db)
      .insertInto('inbox_receipts')
      .values({
        public_id: randomUUID(),
        company_id: receipt.companyId,
        user_id: receipt.userId,
        mail_id: receipt.mailId,
        part_index: receipt.partIndex,
        file_name: receipt.fileName.slice(0, 255),
        content_type: receipt.contentType,
        size_bytes: receipt.sizeBytes,
        storage_key: receipt.storageKey,
        created_at: receipt.at,
        updated_at: receipt.at,
      })
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'mail_id', 'part_index']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async partsOfMail(db: Db, companyId: number, mailId: number): Promise<Set<number>> {
    const rows = await kyselyOf(db)
      .selectFrom('inbox_receipts')
      .select('part_index')
      .where('company_id', '=', companyId)
      .where('mail_id', '=', mailId)
      .execute();
    return new Set(rows.map((row) => row.part_index));
  },

  async receiptsOfMail(db: Db, companyId: number, mailId: number): Promise<InboxReceiptRow[]> {
    const rows = await selectReceipts(db, companyId)
      .where('r.mail_id', '=', mailId)
      .orderBy('r.part_index')
      .execute();
    return rows.map(toRow);
  },

  async receipt(db: Db, companyId: number, publicId: string, forUpdate = false) {
    const row = await selectReceipts(db, companyId)
      .where('r.public_id', '=', publicId)
      .$if(forUpdate, (query) => query.forUpdate())
      .executeTakeFirst();
    return row ? toRow(row) : null;
  },

  /** A user's inbox, newest first (discarded ones left out unless asked). */
  async list(db: Db, companyId: number, userId: number, limit = 100): Promise<InboxReceiptRow[]> {
    const rows = await selectReceipts(db, companyId)
      .where('r.user_id', '=', userId)
      .where('r.state', '<>', 'discarded')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  },

  async saveReading(
    db: Db,
    companyId: number,
    receiptId: number,
    read: ReadFacts,
    at: Date,
  ): Promise<void> {
    await kyselyOf(db)
      .updateTable('inbox_receipts')
      .set({
        read_method: read.method,
        read_merchant: read.merchant?.slice(0, 200) ?? null,
        read_date: read.date,
        read_total_minor: read.totalMinor,
        read_currency: read.currency,
        read_tax_minor: read.taxMinor,
        updated_at: at,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', receiptId)
      .execute();
  },

  /**
   * The owner's card entries a receipt may go on: their own, of this company, near the date
   * read (or the latest ones when no date was read).
   */
  async candidateEntries(
    db: Db,
    companyId: number,
    userId: number,
    near: string | null,
    entryIds?: readonly number[],
  ): Promise<EntryFacts[]> {
    const rows = await kyselyOf(db)
      .selectFrom('entries as e')
      .innerJoin('card_transactions as t', (join) =>
        join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
      )
      .leftJoin('cards as c', (join) =>
        join.onRef('c.id', '=', 'e.card_id').onRef('c.company_id', '=', 'e.company_id'),
      )
      .select([
        'e.id',
        'e.title',
        'e.occurred_at',
        'e.receipt_count',
        't.transaction_amount',
        't.currency',
        't.transaction_type',
        'c.last_four',
      ])
      .where('e.company_id', '=', companyId)
      .where('e.user_id', '=', userId)
      .where('e.kind', '=', 'card')
      .$if(entryIds !== undefined, (query) => query.where('e.id', 'in', [...(entryIds ?? [0])]))
      .$if(near !== null && entryIds === undefined, (query) =>
        query
          .where('e.occurred_at', '>=', new Date(Date.parse(`${near}T00:00:00Z`) - 45 * 86_400_000))
          .where(
            'e.occurred_at',
            '<=',
            new Date(Date.parse(`${near}T00:00:00Z`) + 45 * 86_400_000),
          ),
      )
      .orderBy('e.occurred_at', 'desc')
      .limit(500)
      .execute();
    return rows
      .filter((row) => row.transaction_type === 'debit')
      .map((row) => ({
        id: row.id,
        amountMinor: decimalToMinor(row.transaction_amount) ?? -1,
        currency: row.currency,
        date: row.occurred_at.toISOString().slice(0, 10),
        merchant: row.title,
        cardLastFour: row.last_four ?? '',
        receiptCount: row.receipt_count,
      }));
  },

  async declined(db: Db, companyId: number, receiptId: number): Promise<Set<number>> {
    const rows = await kyselyOf(db)
      .selectFrom('inbox_declined_pairs')
      .select('entry_id')
      .where('company_id', '=', companyId)
      .where('inbox_receipt_id', '=', receiptId)
      .execute();
    return new Set(rows.map((row) => row.entry_id));
  },

  async decline(
    db: Db,
    companyId: number,
    receiptId: number,
    entryId: number,
    at: Date,
  ): Promise<void> {
    await kyselyOf(db)
      .insertInto('inbox_declined_pairs')
      .values({
        company_id: companyId,
        inbox_receipt_id: receiptId,
        entry_id: entryId,
        declined_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['company_id', 'inbox_receipt_id', 'entry_id']).doNothing(),
      )
      .execute();
  },

  async suggestions(
    db: Db,
    companyId: number,
    receiptIds: readonly number[],
  ): Promise<Map<number, StoredSuggestion[]>> {
    const found = new Map<number, StoredSuggestion[]>();
    if (receiptIds.length === 0) return found;
    const rows = await kyselyOf(db)
      .selectFrom('inbox_suggestions')
      .select(['inbox_receipt_id', 'entry_id', 'rank', 'score', 'reasons'])
      .where('company_id', '=', companyId)
      .where('inbox_receipt_id', 'in', [...receiptIds])
      .orderBy('rank')
      .execute();
    for (const row of rows) {
      const list = found.get(row.inbox_receipt_id) ?? [];
      list.push({
        entryId: row.entry_id,
        rank: row.rank,
        score: row.score,
        reasons: row.reasons.filter((reason): reason is Reason => REASONS.has(reason)),
      });
      found.set(row.inbox_receipt_id, list);
    }
    return found;
  },

  /** Sets a receipt's state; suggestions are replaced by these (none unless suggested). */
  async setState(
    tx: Db,
    companyId: number,
    receiptId: number,
    change: {
      state: InboxState;
      unmatchedReason?: string | null;
      suggestions?: readonly Suggestion[];
      entryId?: number | null;
      receiptRowId?: number | null;
    },
    at: Date,
  ): Promise<void> {
    const q = kyselyOf(tx);
    await q
      .updateTable('inbox_receipts')
      .set({
        state: change.state,
        unmatched_reason: change.unmatchedReason ?? null,
        entry_id: change.entryId ?? null,
        receipt_id: change.receiptRowId ?? null,
        updated_at: at,
      })
      .where('company_id', '=', companyId)
      .where('id', '=', receiptId)
      .execute();
    await q
      .deleteFrom('inbox_suggestions')
      .where('company_id', '=', companyId)
      .where('inbox_receipt_id', '=', receiptId)
      .execute();
    const suggestions = change.suggestions ?? [];
    if (suggestions.length > 0) {
      await q
        .insertInto('inbox_suggestions')
        .values(
          suggestions.map((one, index) => ({
            company_id: companyId,
            inbox_receipt_id: receiptId,
            entry_id: one.entryId,
            rank: index + 1,
            score: Math.round(one.score),
            reasons: [...one.reasons],
          })),
        )
        .execute();
    }
  },

  /**
   * Puts the receipt's file on one of its owner's card entries (a `receipts` row of its own
   * key). Answers null when the entry is not the owner's card entry in this company, or has 10
   * receipts already: nothing changes then.
   */
  async attach(
    tx: Db,
    receipt: InboxReceiptRow,
    entryId: number,
    storageKey: string,
    at: Date,
  ): Promise<number | null> {
    const entry = await kyselyOf(tx)
      .selectFrom('entries')
      .select(['id', 'receipt_count'])
      .where('company_id', '=', receipt.companyId)
      .where('user_id', '=', receipt.userId)
      .where('kind', '=', 'card')
      .where('id', '=', entryId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry || entry.receipt_count >= MAX_RECEIPTS_PER_ENTRY) return null;
    const receiptRowId = await insertReceipt(tx, {
      companyId: receipt.companyId,
      entryId,
      type: 'receipt',
      fileName: receipt.fileName,
      storageKey,
      contentType: receipt.contentType,
      sizeBytes: receipt.sizeBytes,
      uploadedBy: receipt.userId,
      createdAt: at,
    });
    await inboxStore.setState(
      tx,
      receipt.companyId,
      receipt.id,
      { state: 'matched', entryId, receiptRowId },
      at,
    );
    return receiptRowId;
  },

  /** Takes the receipt's file off its entry again; answers the removed row's storage key. */
  async detach(tx: Db, companyId: number, receiptId: number): Promise<string | null> {
    const q = kyselyOf(tx);
    const row = await q
      .selectFrom('inbox_receipts')
      .select('receipt_id')
      .where('company_id', '=', companyId)
      .where('id', '=', receiptId)
      .executeTakeFirst();
    if (row?.receipt_id == null) return null;
    const removed = await q
      .deleteFrom('receipts')
      .where('company_id', '=', companyId)
      .where('id', '=', row.receipt_id)
      .returning('storage_key')
      .executeTakeFirst();
    return removed?.storage_key ?? null;
  },

  /** The user's card entries with no receipt yet, newest first. */
  async entriesMissingReceipts(db: Db, companyId: number, userId: number, limit = 20) {
    return missingReceiptEntries(db, companyId)
      .select(['e.id', 'e.title', 'e.occurred_at', 't.transaction_amount', 't.currency'])
      .where('e.user_id', '=', userId)
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
  },
};

function selectReceipts(db: Db, companyId: number) {
  return kyselyOf(db)
    .selectFrom('inbox_receipts as r')
    .select([
      'r.id',
      'r.public_id',
      'r.company_id',
      'r.user_id',
      'r.file_name',
      'r.content_type',
      'r.size_bytes',
      'r.storage_key',
      'r.state',
      'r.unmatched_reason',
      'r.read_method',
      'r.read_merchant',
      'r.read_date',
      'r.read_total_minor',
      'r.read_currency',
      'r.read_tax_minor',
      'r.entry_id',
      'r.created_at',
      'r.updated_at',
    ])
    .where('r.company_id', '=', companyId);
}

type SelectedRow = Awaited<
  ReturnType<ReturnType<typeof selectReceipts>['executeTakeFirstOrThrow']>
>;

function toRow(row: SelectedRow): InboxReceiptRow {
  return {
    id: row.id,
    publicId: row.public_id,
    companyId: row.company_id,
    userId: row.user_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    storageKey: row.storage_key,
    state: row.state,
    unmatchedReason: row.unmatched_reason,
    read: {
      method: row.read_method,
      merchant: row.read_merchant,
      date: row.read_date,
      totalMinor: row.read_total_minor,
      currency: row.read_currency,
      taxMinor: row.read_tax_minor,
    },
    entryId: row.entry_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
