import { Readable } from 'node:stream';
import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { COMPANY } from './companies.js';
import { SEED_DATE } from './constants.js';
import { seedQueries, syncIdSequence } from './insert.js';
import { stableUuid } from './stable-ids.js';

const DAY = 86_400_000;
const daysBefore = (count: number) => new Date(SEED_DATE.getTime() - count * DAY);

/** A tiny valid PDF, so each demo upload's download opens a file. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const FOLDER = `documents/company-${COMPANY.northwind}`;

/**
 * Northwind's own documents on /document (issue 41), one in each review state so every badge
 * and the rejection's reason can be seen: approved incorporation papers, a rejected proof of
 * address (with why) and its pending replacement, and a pending tax form.
 */
export const DEMO_COMPANY_DOCUMENTS = [
  {
    key: 'articles',
    category: 'incorporation',
    fileName: 'articles-of-incorporation.pdf',
    status: 'approved',
    rejectionReason: null,
    uploadedDaysBefore: 40,
    reviewedDaysBefore: 38,
  },
  {
    key: 'utility-bill-old',
    category: 'proof-of-address',
    fileName: 'utility-bill-2025-06.pdf',
    status: 'rejected',
    rejectionReason:
      'The bill is older than 90 days. Please upload one from the last three months.',
    uploadedDaysBefore: 20,
    reviewedDaysBefore: 19,
  },
  {
    key: 'utility-bill',
    category: 'proof-of-address',
    fileName: 'utility-bill-2026-11.pdf',
    status: 'pending',
    rejectionReason: null,
    uploadedDaysBefore: 3,
    reviewedDaysBefore: null,
  },
  {
    key: 'w9',
    category: 'tax-form',
    fileName: 'form-w9.pdf',
    status: 'pending',
    rejectionReason: null,
    uploadedDaysBefore: 2,
    reviewedDaysBefore: null,
  },
] as const;

/** Northwind's admin uploaded them. */
const UPLOADER = 1001;

/**
 * The terms Northwind's people accepted when they first signed in, so the signed agreements
 * show with their date and signer: the admin's in-house package, the employee's click-wrap.
 */
const ACCEPTED_TERMS = [
  { userId: 1001, provider: 'in-house', documentId: 'platform-agreement', version: '2026-01' },
  { userId: 1001, provider: 'in-house', documentId: 'privacy-policy', version: '2025-11' },
  { userId: 1004, provider: 'clickwrap', documentId: 'cardholder-terms', version: '2025-09' },
] as const;

export async function seedCompanyDocuments(db: Db, storage: FileStorage | undefined) {
  await seedQueries(db)
    .insertInto('terms_consents')
    .values(
      ACCEPTED_TERMS.map((terms, index) => ({
        company_id: COMPANY.northwind,
        user_id: terms.userId,
        provider: terms.provider,
        document_id: terms.documentId,
        document_version: terms.version,
        ip_address: '203.0.113.7',
        accepted_at: daysBefore(60 - index),
      })),
    )
    .execute();
  // A reset brings the demo uploads back without the files uploaded since.
  if (storage) await storage.removeAll(FOLDER);
  const rows = DEMO_COMPANY_DOCUMENTS.map((document, index) => {
    const publicId = stableUuid(`company-document:${document.key}`);
    return {
      id: index + 1,
      public_id: publicId,
      company_id: COMPANY.northwind,
      category: document.category,
      file_name: document.fileName,
      storage_key: `${FOLDER}/${publicId}`,
      content_type: 'application/pdf',
      size_bytes: DEMO_PDF.length,
      uploaded_by: UPLOADER,
      idempotency_key: null,
      status: document.status,
      rejection_reason: document.rejectionReason,
      reviewed_at:
        document.reviewedDaysBefore === null ? null : daysBefore(document.reviewedDaysBefore),
      created_at: daysBefore(document.uploadedDaysBefore),
    };
  });
  await seedQueries(db).insertInto('company_documents').values(rows).execute();
  await syncIdSequence(db, 'company_documents');
  if (storage) {
    for (const row of rows) await storage.write(row.storage_key, Readable.from([DEMO_PDF]));
  }
}
