// The company's own documents on /document (issue 41): the upload rules of spec part 2 §5, with
// the receipts' size (10 MB) and the stricter of its type lists (png, jpg, jpeg, pdf: no xml,
// which is a receipt's CFDI and no paper a company sends).
import { extensionOf, MAX_RECEIPT_BYTES } from './receipts';

/** The file name extensions an uploaded company document may have, in any case. */
export const COMPANY_DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** 10 MB a file, as a receipt. */
export const MAX_COMPANY_DOCUMENT_BYTES = MAX_RECEIPT_BYTES;

/** What an upload is. */
export const COMPANY_DOCUMENT_CATEGORIES = [
  'incorporation',
  'proof-of-address',
  'tax-form',
  // A rent payment's lease (issue 35), attached on /payrent; listed with the others.
  'lease',
] as const;
export type CompanyDocumentCategory = (typeof COMPANY_DOCUMENT_CATEGORIES)[number];

/** Whether a file's name says it is a type a company document may be (the server checks the bytes). */
export function isCompanyDocumentFileName(fileName: string): boolean {
  return (COMPANY_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}
