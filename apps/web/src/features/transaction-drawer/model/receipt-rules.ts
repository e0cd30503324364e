// The drawer's rules for receipts (card) and invoices (payment), spec part 2 §5, §9: jpg,
// jpeg, png, pdf or xml in any case, 10 MB each, 10 per entry. The server checks again by
// the bytes.

export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf', '.xml'] as const;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

/** Images open in the viewer; anything else in a new window. */
export const opensInViewer = (contentType: string) => contentType.startsWith('image/');
