// The rules for the files attached to an entry: receipts of card transactions, invoices of
// transfers (spec part 1 §5, §9; part 2 §5, §9): png, jpg, jpeg, pdf or xml in any case, 10 MB
// a file; at most 2 a transaction from the dashboard's Add Receipt, 10 an entry in the drawer
// (each document places its own limit). The values are @outlay/rules', which the server reads
// too; it checks again by the files' bytes, these are for telling the user before anything is
// sent.
import {
  isReceiptFileName,
  MAX_DASHBOARD_RECEIPTS,
  MAX_RECEIPT_BYTES,
  MAX_RECEIPTS_PER_ENTRY,
  RECEIPT_EXTENSIONS,
} from '@outlay/rules';

export { MAX_DASHBOARD_RECEIPTS, MAX_RECEIPT_BYTES, RECEIPT_EXTENSIONS };
/** The extensions as a file picker and a drop zone take them. */
export const ACCEPTED_FILE_TYPES = RECEIPT_EXTENSIONS.map((extension) => `.${extension}`);
export const MAX_DRAWER_FILES = MAX_RECEIPTS_PER_ENTRY;

export type ReceiptProblem = 'type' | 'size' | 'count' | 'none';

export interface ChosenFile {
  name: string;
  size: number;
}

/** The first rule a file breaks on its own (type, then size), or null. */
export function fileProblem(file: ChosenFile): 'type' | 'size' | null {
  if (!isReceiptFileName(file.name)) return 'type';
  if (file.size > MAX_RECEIPT_BYTES) return 'size';
  return null;
}

/** How many more files Add Receipt may give a transaction from here. */
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

/** A file as a chooser gives it: the same name, size and date are the same file. */
export interface PickedFile extends ChosenFile {
  lastModified: number;
}

const sameFile = (a: PickedFile, b: PickedFile) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Which of the newly `picked` files join the `chosen` ones, for a transaction with `attached`
 * files: the ones that fit under the limit, in order; a file already chosen (or picked twice)
 * is a duplicate, and what does not fit is over the limit.
 */
export function fitChoice<Picked extends PickedFile>(
  chosen: readonly Picked[],
  picked: readonly Picked[],
  attached: number,
): { kept: Picked[]; duplicates: Picked[]; overLimit: Picked[] } {
  const kept: Picked[] = [];
  const duplicates: Picked[] = [];
  const overLimit: Picked[] = [];
  let room = roomFor(attached) - chosen.length;
  for (const file of picked) {
    if ([...chosen, ...kept].some((other) => sameFile(other, file))) duplicates.push(file);
    else if (room > 0) {
      kept.push(file);
      room -= 1;
    } else overLimit.push(file);
  }
  return { kept, duplicates, overLimit };
}

/** Images open in the viewer; anything else in a new window. */
export const opensInViewer = (contentType: string) => contentType.startsWith('image/');
