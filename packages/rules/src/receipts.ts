// Receipts (card transactions) and invoices (transfers), spec part 1 §5, §9 and part 2 §5, §9.
// The two documents give two counts, and each applies where it is placed: Add Receipt on the
// dashboard takes an entry up to 2 files, the drawer up to 10. The server holds every entry to
// the drawer's 10 (both screens use the same calls) and checks types by the bytes.

/** The file name extensions a receipt or invoice may have, in any case. */
export const RECEIPT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'xml'] as const;
export type ReceiptExtension = (typeof RECEIPT_EXTENSIONS)[number];

/** 10 MB a file (10,485,760 bytes). */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

/** Files an entry may hold from the drawer, and on the server. */
export const MAX_RECEIPTS_PER_ENTRY = 10;

/** Files an entry may hold through the dashboard's Add Receipt, counting those attached. */
export const MAX_DASHBOARD_RECEIPTS = 2;

/** The lower-cased extension of a file name ("Scan.PDF" → "pdf"), or "" when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether a file's name says it is a type a receipt may be (the server checks the bytes). */
export function isReceiptFileName(fileName: string): boolean {
  return (RECEIPT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}
