import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type ParsedMail, simpleParser } from 'mailparser';
import { kyselyOf } from '../db/kysely.js';
import { type FileStorage, StoredFileMissingError, newStorageKey } from '../files/storage.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';
import { RECEIPT_MAIL_DOMAIN, receiptAddressFor, userKeyOfAddress } from './address.js';
import { composeUploadMail } from './compose.js';
import { type InboundMail, decideIntake } from './intake.js';
import { matchReceipt, pairKey } from './matching.js';
import { type ReadingTools, debianTools, readReceipt } from './reading.js';
import { type InboxOwner, type InboxReceiptRow, inboxStore, userKeyOf } from './store.js';
import { idPayloadSchema } from '../jobs/id-payload.js';
import { verifiedSendersOf } from './senders.js';

export const RECEIPT_INBOX_QUEUE = 'receipt-inbox.read';
export const RECEIPT_INBOX_SUBJECT = 'inbox-mail';
/** A whole mail may carry several 10 MB receipts; past this the SMTP listener refuses it. */
export const MAX_MAIL_BYTES = 40 * 1024 * 1024;

interface ReadPayload {
  companyId: number;
  mailId: number;
}

/** Checked when a mail's job is sent and when it is taken. */
const READ_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'mailId');

/** What the SMTP listener answers the sending server. */
export type IntakeAnswer =
  | { accepted: true; duplicate: boolean; mailId: number | null }
  | { accepted: false; reason: 'unknown-address' | 'sender-not-allowed' | 'unreadable' };

const addressesOf = (field: ParsedMail['from'] | ParsedMail['to']): string[] => {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((one) => one.value.map((address) => address.address ?? '')).filter(Boolean);
};

function inboundOf(parsed: ParsedMail, recipients: readonly string[]): InboundMail {
  return {
    messageId: parsed.messageId ?? null,
    from: addressesOf(parsed.from)[0] ?? '',
    to: recipients.length > 0 ? recipients : addressesOf(parsed.to),
    attachments: parsed.attachments.map((attachment, index) => ({
      fileName: attachment.filename ?? `attachment-${index + 1}`,
      contentType: attachment.contentType,
      sizeBytes: attachment.size,
      inline: attachment.contentDisposition === 'inline' || attachment.related === true,
    })),
  };
}

async function bytesOf(files: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await files.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface ReceiptInbox {
  /** The personal receipt address of a user. */
  addressOf(publicId: string): string;
  /**
   * A mail as it arrived (SMTP in demo mode, an inbound-mail webhook in production): kept with
   * its job in one transaction, or refused when its address or sender is not allowed.
   */
  take(raw: Buffer, envelope: { recipients: readonly string[] }): Promise<IntakeAnswer>;
  /** A photo from the phone page, checked already: read and matched as a mailed receipt is. */
  takeUpload(
    owner: InboxOwner & { publicId: string },
    upload: { fileName: string; contentType: string; bytes: Buffer; idempotencyKey: string },
  ): Promise<{ duplicate: boolean }>;
  /** Reads and matches one receipt again (after a correction, or an entry declined). */
  rematch(companyId: number, receipt: InboxReceiptRow): Promise<void>;
}

/**
 * The receipt inbox: mail taken in and kept, read on the job queue (a CFDI exactly, a PDF by
 * its text, a photo by OCR), and each receipt attached to its owner's card entry when the
 * match is sure, or offered with suggestions.
 */
export function createReceiptInbox(
  services: Omit<Services, 'receiptInbox' | 'receiptReminders'>,
  tools: ReadingTools = debianTools,
): ReceiptInbox {
  const { db, clock, files, jobs, mailer, receiptAddressKey } = services;

  type Owner = InboxOwner & { userKey: string; senders: string[] };

  async function ownersOf(recipients: readonly string[]) {
    const owners = new Map<string, Owner>();
    for (const recipient of recipients) {
      const userKey = userKeyOfAddress(receiptAddressKey, recipient);
      if (!userKey) continue;
      const owner = await inboxStore.ownerOfKey(db, userKey);
      if (!owner) continue;
      // Their sign-in address and the ones they listed and verified: nobody else's mail.
      const senders = [owner.email, ...(await verifiedSendersOf(db, owner))];
      owners.set(recipient, { ...owner, userKey, senders });
    }
    return owners;
  }

  const decide = (mail: InboundMail, owners: Map<string, Owner>, raw: Buffer) =>
    decideIntake(
      mail,
      (recipient) => {
        const owner = owners.get(recipient);
        return owner ? { userKey: owner.userKey, senders: owner.senders } : null;
      },
      () => createHash('sha256').update(raw).digest('hex'),
    );

  async function take(
    raw: Buffer,
    envelope: { recipients: readonly string[] },
  ): Promise<IntakeAnswer> {
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(raw);
    } catch {
      return { accepted: false, reason: 'unreadable' };
    }
    const mail = inboundOf(parsed, envelope.recipients);
    const owners = await ownersOf(mail.to);
    const decision = decide(mail, owners, raw);
    if (decision.kind === 'refused') return { accepted: false, reason: decision.reason };
    const owner = [...owners.values()].find((one) => one.userKey === decision.userKey);
    if (!owner) return { accepted: false, reason: 'unknown-address' };
    return keep(owner, decision.dedupeKey, mail.from, parsed.subject ?? '', raw);
  }

  /**
   * Keeps a mail (as it arrived, or one composed around a phone photo) with its reading job in
   * one transaction; the same dedupe key kept already is the same mail, and keeps nothing more.
   */
  async function keep(
    owner: InboxOwner,
    dedupeKey: string,
    sender: string,
    subject: string,
    raw: Buffer,
  ): Promise<IntakeAnswer & { accepted: true }> {
    const rawStorageKey = newStorageKey(`receipt-inbox/company-${owner.companyId}`);
    await files.write(rawStorageKey, Readable.from([raw]));
    const mailId = await db.transaction(async (tx) => {
      const id = await inboxStore.insertMail(tx, {
        owner,
        dedupeKey,
        sender,
        subject,
        rawStorageKey,
        receivedAt: clock.now(),
      });
      if (id === null) return null;
      await jobs.enqueue<ReadPayload>(
        RECEIPT_INBOX_QUEUE,
        [
          {
            subject: { companyId: owner.companyId, kind: RECEIPT_INBOX_SUBJECT, id: String(id) },
            requestedBy: owner.userId,
            payload: { companyId: owner.companyId, mailId: id },
          },
        ],
        { tx },
      );
      return id;
    });
    if (mailId === null) {
      // The same mail delivered again: the first copy is the one kept.
      await files.remove(rawStorageKey);
      return { accepted: true, duplicate: true, mailId: null };
    }
    jobs.wake(RECEIPT_INBOX_QUEUE);
    return { accepted: true, duplicate: false, mailId };
  }

  /**
   * A photo (or PDF) sent from the phone page: wrapped in a mail from its owner to their own
   * address, so it is kept, read and matched by exactly the path a mailed receipt takes. One
   * idempotency key per photo: a retry after a lost answer is the same mail.
   */
  async function takeUpload(
    owner: InboxOwner & { publicId: string },
    upload: { fileName: string; contentType: string; bytes: Buffer; idempotencyKey: string },
  ): Promise<{ duplicate: boolean }> {
    const key = userKeyOf(owner.publicId);
    const raw = composeUploadMail({
      from: owner.email,
      to: receiptAddressFor(receiptAddressKey, key),
      messageId: `<upload-${upload.idempotencyKey.toLowerCase()}@${RECEIPT_MAIL_DOMAIN}>`,
      date: clock.now(),
      ...upload,
    });
    const parsed = await simpleParser(raw);
    const decision = decideIntake(
      inboundOf(parsed, [owner.email]),
      () => ({ userKey: key, senders: [owner.email] }),
      () => '',
    );
    if (decision.kind !== 'accepted' || decision.receipts.length === 0) {
      throw new Error('receipt inbox: a checked upload was not a usable receipt');
    }
    const answer = await keep(owner, decision.dedupeKey, owner.email, parsed.subject ?? '', raw);
    return { duplicate: answer.duplicate };
  }

  async function answerSender(companyId: number, userId: number, to: string, subject: string) {
    const user = await kyselyOf(db)
      .selectFrom('users')
      .select(['first_name', 'language'])
      .where('company_id', '=', companyId)
      .where('id', '=', userId)
      .executeTakeFirst();
    const lang = user?.language ?? 'en';
    await mailer.sendEmail({
      companyId,
      to,
      subject: translate(lang, 'mail.receiptInbox.nothingUsable.subject'),
      text: translate(lang, 'mail.receiptInbox.nothingUsable.text', {
        name: user?.first_name ?? '',
        subject,
      }),
    });
  }

  /** Reads a receipt still being read, then matches it. */
  async function readAndMatch(companyId: number, receipt: InboxReceiptRow) {
    let bytes: Buffer;
    try {
      bytes = await bytesOf(files, receipt.storageKey);
    } catch (error) {
      // A file lost under its row (a half-done run, a lost disk) would fail every retry: the
      // receipt is left unmatched, with its reason, and the rest of the mail goes on.
      if (!(error instanceof StoredFileMissingError)) throw error;
      await inboxStore.setState(
        db,
        companyId,
        receipt.id,
        { state: 'unmatched', unmatchedReason: 'unreadable' },
        clock.now(),
      );
      return;
    }
    const reading = await readReceipt(bytes, receipt.fileName, receipt.contentType, tools);
    if (!reading.ok) {
      await inboxStore.setState(
        db,
        companyId,
        receipt.id,
        { state: 'unmatched', unmatchedReason: reading.reason },
        clock.now(),
      );
      return;
    }
    await inboxStore.saveReading(db, companyId, receipt.id, reading.facts, clock.now());
    const fresh = await inboxStore.receipt(db, companyId, receipt.publicId);
    if (fresh) await rematch(companyId, fresh);
  }

  async function rematch(companyId: number, receipt: InboxReceiptRow) {
    const entries = await inboxStore.candidateEntries(
      db,
      companyId,
      receipt.userId,
      receipt.read.date,
    );
    const declined = new Set(
      [...(await inboxStore.declined(db, companyId, receipt.id))].map((entryId) =>
        pairKey(receipt.publicId, entryId),
      ),
    );
    const outcome = matchReceipt(
      {
        id: receipt.publicId,
        totalMinor: receipt.read.totalMinor,
        currency: receipt.read.currency,
        date: receipt.read.date,
        merchant: receipt.read.merchant,
        cardLastFour: null,
      },
      entries,
      declined,
    );
    const now = clock.now();
    if (outcome.kind === 'matched') {
      const copyKey = newStorageKey(`receipts/company-${companyId}`);
      await files.write(copyKey, await files.read(receipt.storageKey));
      const attached = await db.transaction((tx) =>
        inboxStore.attach(tx, receipt, outcome.entryId, copyKey, now),
      );
      if (attached !== null) return;
      await files.remove(copyKey);
      await inboxStore.setState(
        db,
        companyId,
        receipt.id,
        {
          state: 'suggested',
          suggestions: [{ entryId: outcome.entryId, score: 100, reasons: outcome.reasons }],
        },
        now,
      );
      return;
    }
    await db.transaction((tx) =>
      outcome.kind === 'suggested'
        ? inboxStore.setState(
            tx,
            companyId,
            receipt.id,
            { state: 'suggested', suggestions: outcome.suggestions },
            now,
          )
        : inboxStore.setState(
            tx,
            companyId,
            receipt.id,
            { state: 'unmatched', unmatchedReason: 'noEntry' },
            now,
          ),
    );
  }

  jobs.define<ReadPayload, { receipts: number }>({
    queue: RECEIPT_INBOX_QUEUE,
    payloadSchema: READ_PAYLOAD_SCHEMA,
    retryLimit: 5,
    retryDelaySeconds: 2,
    expireInSeconds: 600,
    async run({ companyId, mailId }) {
      const mail = await inboxStore.mail(db, companyId, mailId);
      if (!mail || mail.state === 'processed' || mail.raw_storage_key === null) {
        return { receipts: 0 };
      }
      const raw = await bytesOf(files, mail.raw_storage_key);
      const parsed = await simpleParser(raw);
      const inbound = inboundOf(parsed, []);
      // The owner was checked when the mail was taken; here only its parts are sorted.
      const decision = decideIntake(
        { ...inbound, from: mail.sender, to: ['owner'] },
        () => ({ userKey: String(mail.user_id), senders: [mail.sender] }),
        () => '',
      );
      if (decision.kind !== 'accepted') return { receipts: 0 };
      // A run again (a retry, a process killed during reading) keeps the parts made already.
      const made = await inboxStore.partsOfMail(db, companyId, mailId);
      for (const [partIndex, attachment] of parsed.attachments.entries()) {
        const kept = inbound.attachments[partIndex];
        if (!kept || !decision.receipts.includes(kept) || made.has(partIndex)) continue;
        const storageKey = newStorageKey(`receipt-inbox/company-${companyId}`);
        await files.write(storageKey, Readable.from([attachment.content]));
        const inserted = await inboxStore.insertReceipt(db, {
          companyId,
          userId: mail.user_id,
          mailId,
          partIndex,
          fileName: kept.fileName,
          contentType: kept.contentType,
          sizeBytes: Math.max(1, attachment.content.length),
          storageKey,
          at: clock.now(),
        });
        if (!inserted) await files.remove(storageKey);
      }
      const receipts = await inboxStore.receiptsOfMail(db, companyId, mailId);
      if (receipts.length === 0 && made.size === 0) {
        await answerSender(companyId, mail.user_id, mail.sender, mail.subject);
      }
      for (const receipt of receipts) {
        if (receipt.state === 'reading') await readAndMatch(companyId, receipt);
      }
      await inboxStore.markMailProcessed(db, companyId, mailId, clock.now());
      await files.remove(mail.raw_storage_key);
      return { receipts: receipts.length };
    },
  });

  return {
    addressOf: (publicId) => receiptAddressFor(receiptAddressKey, userKeyOf(publicId)),
    take,
    takeUpload,
    rematch,
  };
}
