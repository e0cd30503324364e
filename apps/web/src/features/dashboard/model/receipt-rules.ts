// The dashboard's Add Receipt rules (spec part 1 §5, §9): png, jpg, jpeg, pdf, xml; 10 MB a
// file; at most 2 files per transaction counting those attached. The server checks again by
// the files' bytes; these are for telling the user before anything is sent.

export const RECEIPT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'xml'] as const;
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const MAX_DASHBOARD_RECEIPTS = 2;

export type ReceiptProblem = 'type' | 'size' | 'count' | 'none';

export interface ChosenFile {
  name: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first rule a file breaks on its own (type, then size), or null. */
export function fileProblem(file: ChosenFile): 'type' | 'size' | null {
  if (!(RECEIPT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > MAX_RECEIPT_BYTES) return 'size';
  return null;
}

/** How many more files the transaction may take from here. */
export function roomFor(attached: number): number {
  return Math.max(0, MAX_DASHBOARD_RECEIPTS - attached);
}

/**
 * What stops an upload of `chosen` to a transaction that already has `attached` files: the
 * first problem of the set, in the order a person would fix them.
 */
export function uploadProblem(
  chosen: readonly ChosenFile[],
  attached: number,
): ReceiptProblem | null {
  if (chosen.length === 0) return 'none';
  for (const file of chosen) {
    const problem = fileProblem(file);
    if (problem) return problem;
  }
  if (chosen.length > roomFor(attached)) return 'count';
  return null;
}
