import { randomUUID } from 'node:crypto';
import type {
  CompanyDocument,
  CompanyDocumentCategory,
  CompanyDocumentKind,
  CompanyDocumentPage,
} from '@outlay/api-client/schema';
import { COMPANY_DOCUMENT_EXTENSIONS, MAX_COMPANY_DOCUMENT_BYTES } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import { type LinkSigner, type StoredFile, withSignature } from '../dashboard/signed-links.js';
import { cleanFileName } from '../drive/drive.js';
import type { Viewer } from '../entries/viewer.js';
import { isAllowedFile } from '../files/file-kinds.js';
import { FileTypeNotAllowedError, type IncomingFile, receiveFile } from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { inHouseDocumentLink, LEGAL_DOCUMENTS } from '../legal/documents.js';
import type { DocumentReviews } from './review.js';
import { type DocumentRow, STATEMENT_CFDI, documentsQuery } from './sources.js';

export const documentFilePath = (publicId: string) => `/api/v2/web/documents/file/${publicId}`;

const notFound = () => new AppError(404, 'NOT_FOUND', 'documents.notFound');

const ENVELOPE = 'esign-';
const TERMS = 'terms-';
const MEGABYTE = 1024 * 1024;

/** How a search is matched: any part of the words, any case, its own `%` and `_` taken as typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A row as the contract shows it, its name in the caller's language where it has one. */
function toDocument(row: DocumentRow, lang: Lang): CompanyDocument {
  let name = row.name;
  if (row.kind === 'agreement' && row.id.startsWith(ENVELOPE)) {
    name = translate(lang, `eSignature.${row.name}.title` as MessageKey);
  } else if (row.kind === 'agreement' && row.id.startsWith(TERMS)) {
    name = LEGAL_DOCUMENTS.get(row.name)?.name ?? row.name;
  }
  return {
    id: row.id,
    kind: row.kind,
    name,
    date: new Date(row.date).toISOString(),
    signer: row.signer,
    category: row.category,
    status: row.status,
    rejectionReason: row.rejection_reason,
    sizeBytes: row.size_bytes,
  };
}

/** The links other domains give to their own files; documents only asks for them. */
export interface DocumentLinks {
  /** A closed statement's PDF, or its CFDI's XML (the statements domain). */
  statement(
    companyId: number,
    statementId: string,
    format: 'pdf' | 'cfdi-xml',
    lang: Lang,
  ): Promise<{ url: string }>;
  /** A transfer's Confirmation PDF (the transaction drawer's). */
  confirmation(viewer: Viewer, transferId: number, lang: Lang): Promise<{ url: string }>;
  /** A CFDI tax invoice's XML (the SAT domain's). */
  satInvoice(uuid: string): Promise<string>;
}

/**
 * The company's documents in one place (/document): statements, signed agreements, transfer
 * confirmations, card and tax documents read from their own domains, and the company's own
 * uploads, which Outlay reviews (Pending, then Approved, or Rejected with the reason). Every
 * read is the viewer's: a document they do not see answers 404, whoever's it is.
 */
export function createCompanyDocuments(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  links: LinkSigner;
  others: DocumentLinks;
  reviews: DocumentReviews;
}) {
  const { db, clock, storage, links, others, reviews } = deps;

  async function one(viewer: Viewer, kind: CompanyDocumentKind, id: string, tx: Db = db) {
    const query = documentsQuery(kyselyOf(tx), { viewer, kind, id });
    const row = query ? await query.selectAll().executeTakeFirst() : undefined;
    if (!row) throw notFound();
    return row;
  }

  async function receive(viewer: Viewer, file: IncomingFile) {
    const name = cleanFileName(file.filename);
    try {
      const received = await receiveFile(file, {
        maxBytes: MAX_COMPANY_DOCUMENT_BYTES,
        accepts: (detected) => isAllowedFile(detected?.mime, name, COMPANY_DOCUMENT_EXTENSIONS),
        storage,
        key: newStorageKey(`documents/company-${viewer.companyId}`),
      });
      return { ...received, name };
    } catch (error) {
      if (error instanceof FileTooLargeError) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'documents.fileTooLarge', {
          size: MAX_COMPANY_DOCUMENT_BYTES / MEGABYTE,
        });
      }
      if (error instanceof FileTypeNotAllowedError) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'documents.fileType', {
          extensions: COMPANY_DOCUMENT_EXTENSIONS.join(', '),
        });
      }
      throw error;
    }
  }

  /** The upload an idempotency key already made, if it made one. */
  async function uploadOfKey(viewer: Viewer, key: string) {
    const row = await kyselyOf(db)
      .selectFrom('company_documents')
      .select('public_id')
      .where('company_id', '=', viewer.companyId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.public_id;
  }

  return {
    async list(
      viewer: Viewer,
      filter: { search?: string; kind?: CompanyDocumentKind; page: number; pageSize: number },
      lang: Lang,
    ): Promise<CompanyDocumentPage> {
      const { page, pageSize } = filter;
      const search = filter.search?.trim() ?? '';
      const base = documentsQuery(kyselyOf(db), {
        viewer,
        ...(filter.kind === undefined ? {} : { kind: filter.kind }),
      });
      if (!base) return { documents: [], total: 0, page, pageSize, pages: 0 };
      const matching = base.$if(search !== '', (query) =>
        query.where('d.search', 'ilike', likePattern(search)),
      );
      const [counted, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
        matching
          .selectAll()
          .orderBy('d.date', 'desc')
          .orderBy('d.kind')
          .orderBy('d.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
      ]);
      const total = counted?.total ?? 0;
      return {
        documents: rows.map((row) => toDocument(row, lang)),
        total,
        page,
        pageSize,
        pages: Math.ceil(total / pageSize),
      };
    },

    /**
     * Stores one upload, Pending. With an idempotency key, every try after the first answers
     * the first's document and keeps nothing of its own: the key is unique per company, so
     * tries racing each other leave one row, and the losers remove the bytes they stored.
     */
    async upload(
      viewer: Viewer,
      input: { category: CompanyDocumentCategory; idempotencyKey?: string; file: IncomingFile },
      lang: Lang,
    ): Promise<{ created: boolean; document: CompanyDocument }> {
      const key = input.idempotencyKey?.toLowerCase();
      const answer = async (publicId: string, created: boolean) => ({
        created,
        document: toDocument(await one(viewer, 'upload', publicId), lang),
      });
      if (key !== undefined) {
        const earlier = await uploadOfKey(viewer, key);
        if (earlier !== undefined) {
          input.file.stream.destroy();
          return answer(earlier, false);
        }
      }
      const received = await receive(viewer, input.file);
      // The row and its review's job commit together: no upload waits for a review never queued.
      const inserted = await db.transaction(async (tx) => {
        const row = await kyselyOf(tx)
          .insertInto('company_documents')
          .values({
            public_id: randomUUID(),
            company_id: viewer.companyId,
            category: input.category,
            file_name: received.name,
            storage_key: received.key,
            content_type: received.type.mime,
            size_bytes: received.bytes,
            uploaded_by: viewer.userId,
            idempotency_key: key ?? null,
            created_at: clock.now(),
          })
          .onConflict((conflict) => conflict.columns(['company_id', 'idempotency_key']).doNothing())
          .returning(['id', 'public_id'])
          .executeTakeFirst();
        if (row) {
          await reviews.queue(tx, {
            companyId: viewer.companyId,
            documentId: row.id,
            uploadedBy: viewer.userId,
          });
        }
        return row;
      });
      if (inserted) reviews.wake();
      if (inserted) return answer(inserted.public_id, true);
      await storage.remove(received.key);
      const earlier = key === undefined ? undefined : await uploadOfKey(viewer, key);
      if (earlier === undefined) throw notFound();
      return answer(earlier, false);
    },

    /** Where the browser fetches one document the viewer sees. */
    async link(
      viewer: Viewer,
      kind: CompanyDocumentKind,
      id: string,
      lang: Lang,
    ): Promise<{ url: string }> {
      const row = await one(viewer, kind, id);
      switch (row.kind) {
        case 'statement':
          return others.statement(viewer.companyId, row.id, 'pdf', lang);
        case 'agreement':
          return {
            // The provider's page of a signed envelope shows the document as it was signed.
            url: row.id.startsWith(ENVELOPE)
              ? `/client/sandbox/e-signature/${row.id.slice(ENVELOPE.length)}`
              : inHouseDocumentLink(row.name),
          };
        case 'transfer-confirmation':
          return others.confirmation(viewer, Number(row.id), lang);
        case 'card':
          return { url: inHouseDocumentLink('cardholder-terms') };
        case 'tax':
          // A statement's CFDI is Outlay's own; the others were retrieved from the SAT.
          return row.id.startsWith(STATEMENT_CFDI)
            ? others.statement(
                viewer.companyId,
                row.id.slice(STATEMENT_CFDI.length),
                'cfdi-xml',
                lang,
              )
            : { url: await others.satInvoice(row.id) };
        case 'upload':
          return {
            url: withSignature(
              documentFilePath(row.id),
              await links.sign(`company-document:${row.id}`),
            ),
          };
      }
    },

    /** An upload's bytes behind its signed link. */
    async file(
      publicId: string,
      link: { expires: number; signature: string },
    ): Promise<StoredFile> {
      if (!(await links.verify(`company-document:${publicId}`, link))) {
        throw new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
      }
      // A signed link names the file alone: its signature, checked above, is the permission.
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('company_documents')
        .select(['storage_key', 'file_name', 'content_type'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return {
        stream: await storage.read(row.storage_key),
        fileName: row.file_name,
        contentType: row.content_type,
      };
    },
  };
}

export type CompanyDocuments = ReturnType<typeof createCompanyDocuments>;
