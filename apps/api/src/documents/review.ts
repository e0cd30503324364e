import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { detectFileType } from '../files/detect-type.js';
import type { FileStorage } from '../files/storage.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import { languageOfCountry } from '../notifications/notices.js';
import type { Notice, Notifier } from '../notifications/notifier.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

/** Outlay's review of a company upload: Pending until it approves or rejects it. */
export const REVIEW_QUEUE = 'documents.review';
/** Tells the uploader what the review decided, once it is recorded. */
export const REVIEW_NOTICE_QUEUE = 'documents.review-notice';

/** The smallest side, in pixels, of a photo or scan a reviewer can read. */
export const MIN_IMAGE_PIXELS = 300;

export type RejectionCode = 'unreadable' | 'tooSmall' | 'kindMismatch';
export type ReviewVerdict = { status: 'approved' } | { status: 'rejected'; code: RejectionCode };

/** Who reviews an upload: the sandbox's rule, or (in production) Outlay's operations. */
export interface DocumentReviewer {
  review(file: { bytes: Buffer; contentType: string }): Promise<ReviewVerdict>;
}

/** A PDF whose structure can be read: its header, at least one page, and its end marker. */
function isReadablePdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return (
    text.startsWith('%PDF-') &&
    /\/Type\s*\/Page(?!s)/.test(text) &&
    /%%EOF\s*$/.test(text.slice(-1024))
  );
}

/**
 * The reviewer's sandbox, deciding by a rule after a moment, as a person reviewing would: the
 * bytes must be the kind stored (a PDF, PNG or JPEG, as the upload declared), readable (a PDF
 * with a page and its end, an image that decodes), and an image large enough to read.
 */
export function sandboxReviewer(deps: { latencyMs: number }): DocumentReviewer {
  return {
    async review({ bytes, contentType }) {
      if (deps.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.latencyMs));
      const detected = await detectFileType(bytes.subarray(0, 4100));
      if (detected?.mime !== contentType) return { status: 'rejected', code: 'kindMismatch' };
      if (detected.mime === 'application/pdf') {
        return isReadablePdf(bytes)
          ? { status: 'approved' }
          : { status: 'rejected', code: 'unreadable' };
      }
      try {
        const { width, height } = await sharp(bytes, { failOn: 'error' }).metadata();
        if (Math.min(width, height) < MIN_IMAGE_PIXELS) {
          return { status: 'rejected', code: 'tooSmall' };
        }
        // The whole image must decode, not only its header.
        await sharp(bytes, { failOn: 'error' }).stats();
      } catch {
        return { status: 'rejected', code: 'unreadable' };
      }
      return { status: 'approved' };
    },
  };
}

const REASON_KEYS = {
  unreadable: 'documents.review.unreadable',
  tooSmall: 'documents.review.tooSmall',
  kindMismatch: 'documents.review.kindMismatch',
} as const satisfies Record<RejectionCode, string>;

/** A rejection's reason as the uploader reads it. */
export const reasonIn = (lang: Lang, code: RejectionCode) =>
  translate(lang, REASON_KEYS[code], { pixels: MIN_IMAGE_PIXELS });

interface ReviewPayload {
  companyId: number;
  documentId: number;
}

const REVIEW_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'documentId');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The words of a review's outcome, in the uploader's language. */
export function documentReviewedNotice(
  lang: Lang,
  review: {
    name: string;
    category: string;
    status: 'approved' | 'rejected';
    reason: string | null;
  },
): Notice {
  const words = {
    name: review.name,
    category: translate(
      lang,
      `documents.category.${review.category}` as 'documents.category.tax-form',
    ),
    reason: review.reason ?? '',
  };
  const prefix = review.status === 'approved' ? 'mail.documentApproved' : 'mail.documentRejected';
  return {
    kind: 'documents',
    subject: translate(lang, `${prefix}.subject`, words),
    text: translate(lang, `${prefix}.text`, words),
    sms: translate(lang, `${prefix}.sms`, words),
    details: {
      name: review.name,
      documentStatus: review.status,
      ...(review.reason === null ? {} : { reason: review.reason }),
    },
  };
}

export interface DocumentReviews {
  /** Queues the review of an upload just inserted in `tx` (call `wake` after the commit). */
  queue(
    tx: Db,
    upload: { companyId: number; documentId: number; uploadedBy: number },
  ): Promise<void>;
  wake(): void;
}

/**
 * Outlay's review of the company's uploads on the job queue: the reviewer decides, the outcome
 * is recorded once (a document already reviewed is left as it is), and the uploader is told by
 * a job of its own after the outcome commits, in their language. A review whose reviewer never
 * answered after every retry stays Pending, for operations to decide.
 */
export function createDocumentReviews(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  storage: FileStorage;
  notifier: Notifier;
  reviewer: DocumentReviewer;
}): DocumentReviews {
  const { db, clock, jobs } = deps;

  async function uploaderLanguage(target: Db, companyId: number, userId: number): Promise<Lang> {
    const q = kyselyOf(target);
    const [user, company] = await Promise.all([
      q
        .selectFrom('users')
        .select('language')
        .where('company_id', '=', companyId)
        .where('id', '=', userId)
        .executeTakeFirst(),
      q
        .selectFrom('companies')
        .select('country_code')
        .where('id', '=', companyId)
        .executeTakeFirst(),
    ]);
    return user?.language ?? languageOfCountry(company?.country_code ?? '');
  }

  jobs.define<ReviewPayload, ReviewVerdict>({
    queue: REVIEW_QUEUE,
    payloadSchema: REVIEW_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    async run({ companyId, documentId }) {
      const row = await kyselyOf(db)
        .selectFrom('company_documents')
        .select(['storage_key', 'content_type'])
        .where('company_id', '=', companyId)
        .where('id', '=', documentId)
        .executeTakeFirst();
      if (!row) throw new JobRefusal('DOCUMENT_NOT_FOUND');
      const bytes = await bytesOf(await deps.storage.read(row.storage_key));
      return deps.reviewer.review({ bytes, contentType: row.content_type });
    },
    async settle(tx, { companyId, documentId }, _job, outcome) {
      if (outcome.state !== 'completed') return;
      const q = kyselyOf(tx);
      const row = await q
        .selectFrom('company_documents')
        .select(['status', 'uploaded_by'])
        .where('company_id', '=', companyId)
        .where('id', '=', documentId)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'pending') return;
      const verdict = outcome.result;
      const lang = await uploaderLanguage(tx, companyId, row.uploaded_by);
      await q
        .updateTable('company_documents')
        .set({
          status: verdict.status,
          rejection_reason: verdict.status === 'rejected' ? reasonIn(lang, verdict.code) : null,
          reviewed_at: clock.now(),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', documentId)
        .execute();
      await jobs.enqueue<ReviewPayload>(
        REVIEW_NOTICE_QUEUE,
        [
          {
            subject: { companyId, kind: 'company-document', id: String(documentId) },
            requestedBy: null,
            payload: { companyId, documentId },
          },
        ],
        { tx },
      );
    },
  });

  jobs.define<ReviewPayload, { told: number }>({
    queue: REVIEW_NOTICE_QUEUE,
    payloadSchema: REVIEW_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    async run({ companyId, documentId }) {
      const row = await kyselyOf(db)
        .selectFrom('company_documents')
        .select(['file_name', 'category', 'status', 'rejection_reason', 'uploaded_by'])
        .where('company_id', '=', companyId)
        .where('id', '=', documentId)
        .executeTakeFirst();
      if (!row || row.status === 'pending') return { told: 0 };
      const lang = await uploaderLanguage(db, companyId, row.uploaded_by);
      const review = {
        name: row.file_name,
        category: row.category,
        status: row.status,
        reason: row.rejection_reason,
      };
      await deps.notifier.notify(
        { companyId, userId: row.uploaded_by },
        (saved) => documentReviewedNotice(saved, review),
        lang,
      );
      return { told: 1 };
    },
  });

  return {
    async queue(tx, { companyId, documentId, uploadedBy }) {
      const [jobId] = await jobs.enqueue<ReviewPayload>(
        REVIEW_QUEUE,
        [
          {
            subject: { companyId, kind: 'company-document', id: String(documentId) },
            requestedBy: uploadedBy,
            payload: { companyId, documentId },
          },
        ],
        { tx },
      );
      await kyselyOf(tx)
        .updateTable('company_documents')
        .set({ review_job_id: jobId ?? null })
        .where('company_id', '=', companyId)
        .where('id', '=', documentId)
        .execute();
    },
    wake: () => jobs.wake(REVIEW_QUEUE),
  };
}
