// Many people at once: addresses pasted into the email field (one per line, or separated by
// commas) or the lines of a CSV (first name, last name, email, role). Each row is judged as a
// typed invite is; the accepted ones join the list, and every refused one is reported with
// why, its text kept so nothing pasted is lost.
import type { InviteRole } from '@outlay/api-client';
import { emailProblemOf, nameProblemOf, normalizeEmail, splitEmailList } from '@outlay/rules';
import { type InviteDraft, type ListedInvite, MAX_INVITES, typedName } from './invite-form';

/** Why a pasted row was not added. */
export type PasteRefusal =
  'invalidEmail' | 'taken' | 'name' | 'role' | 'bookkeeperUnavailable' | 'tooMany';

export interface RefusedRow {
  /** The row as pasted (the address, or the CSV line). */
  text: string;
  reason: PasteRefusal;
}

export interface PastedRow {
  firstName: string;
  lastName: string;
  email: string;
  role: InviteRole;
}

export interface PasteResult {
  accepted: PastedRow[];
  refused: RefusedRow[];
}

interface PasteOptions {
  /** The addresses already in the list (normalized). */
  listed: ReadonlySet<string>;
  /** How many people the list holds already. */
  listedCount: number;
  /** The role chosen on the form, for rows that name none (Employee when none is chosen). */
  role: InviteRole | null;
  bookkeeperOffered: boolean;
  nameMaxLength: number;
}

const ROLE_WORDS: Readonly<Record<string, InviteRole>> = {
  admin: 'admin',
  administrator: 'admin',
  administrador: 'admin',
  employee: 'employee',
  empleado: 'employee',
  funcionário: 'employee',
  funcionario: 'employee',
  bookkeeper: 'bookkeeper',
  contador: 'bookkeeper',
};

/** A header line of a CSV ("First name, Last name, Email, Role"). */
const isHeader = (cells: readonly string[]) =>
  cells.some((cell) => /^e-?mail$/i.test(cell)) && !cells.some((cell) => cell.includes('@'));

const cellsOf = (line: string) =>
  line.split(/[,;\t]/u).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/u, '$1')
      .trim(),
  );

/**
 * A name from an address's local part when it reads as one ("jane.doe", "ana_maria-silva"):
 * letters only in each piece, at least two pieces. Null when it cannot be read.
 */
export function nameFromAddress(email: string): { firstName: string; lastName: string } | null {
  const local = email.trim().split('@')[0] ?? '';
  const pieces = local.split(/[._-]+/u).filter((piece) => piece !== '');
  if (pieces.length < 2 || !pieces.every((piece) => /^\p{L}+$/u.test(piece))) return null;
  const [first = '', ...rest] = pieces;
  return { firstName: first, lastName: rest.join(' ') };
}

/** Whether a pasted text is many rows (a list or a CSV), not one typed address. */
export function isPastedList(text: string): boolean {
  const lines = text.split(/\r?\n/u).filter((line) => line.trim() !== '');
  return lines.length > 1 || splitEmailList(text).length > 1;
}

interface Candidate {
  text: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}

/** One piece of a line between separators: an address, a name, or both. */
interface Piece {
  text: string;
  /** The address(es) it holds; empty when it holds none. */
  emails: string[];
  /** The display name written with a single address ("Jane Doe <jane@x>"), or ''. */
  name: string;
}

/** The pieces of a line, split at commas, semicolons and tabs outside quotes. */
const piecesOf = (line: string) =>
  (line.match(/(?:"[^"\n]*"|[^,;\t])+/gu) ?? [])
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');

const unquoted = (text: string) => text.replace(/"/gu, '').replace(/\s+/gu, ' ').trim();

function readPiece(text: string): Piece {
  const bracketed = /^(.*)<([^<>]*)>$/u.exec(text);
  if (bracketed) {
    return { text, emails: [(bracketed[2] ?? '').trim()], name: unquoted(bracketed[1] ?? '') };
  }
  const words = unquoted(text).split(' ');
  const addresses = words.filter((word) => word.includes('@'));
  const strip = (word: string) => word.replace(/^mailto:/iu, '');
  // Words without an @ beside one address are that person's name ("Ana Silva ana@x").
  if (addresses.length === 1) {
    const name = words.filter((word) => !word.includes('@')).join(' ');
    return { text, emails: addresses.map(strip), name };
  }
  // Only addresses ("a@x b@y") are a list; words among several addresses cannot be read.
  if (addresses.length > 1 && addresses.length === words.length) {
    return { text, emails: addresses.map(strip), name: '' };
  }
  return { text, emails: [], name: addresses.length === 0 ? unquoted(text) : '' };
}

function candidateOf(text: string, email: string, name: string): Candidate {
  const [firstName = '', ...rest] = name === '' ? [] : name.split(' ');
  return {
    text,
    email,
    // No name written: it is read from the address later, when it reads as one.
    firstName: name === '' ? null : firstName,
    lastName: name === '' ? null : rest.join(' '),
    role: null,
  };
}

/**
 * The people of one line of addresses. Each piece is added or refused whole, once: a name is
 * never reported as a bad address beside the address it names (issue 43 #17). A piece with
 * no address right before one without a name is that address's name ("Jane Doe, jane@x").
 */
function addressCandidates(line: string): Candidate[] {
  const pieces = piecesOf(line).map(readPiece);
  const candidates: Candidate[] = [];
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index];
    if (!piece) continue;
    const next = pieces[index + 1];
    if (
      piece.emails.length === 0 &&
      piece.name !== '' &&
      next?.emails.length === 1 &&
      next.name === ''
    ) {
      candidates.push(candidateOf(`${piece.text}, ${next.text}`, next.emails[0] ?? '', piece.name));
      index += 1;
    } else if (piece.emails.length === 0) {
      // Not an address, nor a name beside one: reported whole, as pasted.
      candidates.push(candidateOf(piece.text, piece.text, ''));
    } else if (piece.emails.length === 1) {
      candidates.push(candidateOf(piece.text, piece.emails[0] ?? '', piece.name));
    } else {
      candidates.push(...piece.emails.map((email) => candidateOf(email, email, '')));
    }
  }
  return candidates;
}

function candidatesOf(text: string): Candidate[] {
  return text.split(/\r?\n/u).flatMap((line): Candidate[] => {
    const cells = cellsOf(line);
    if (cells.length >= 3 && cells.filter((cell) => cell.includes('@')).length === 1) {
      if (isHeader(cells)) return [];
      const [firstName = '', lastName = '', email = '', role = ''] = cells;
      return [{ text: line.trim(), email, firstName, lastName, role: role === '' ? null : role }];
    }
    if (isHeader(cells)) return [];
    return addressCandidates(line);
  });
}

/** The rows of a pasted text, judged one by one against the list and each other. */
export function pastedInvites(text: string, options: PasteOptions): PasteResult {
  const seen = new Set(options.listed);
  const accepted: PastedRow[] = [];
  const refused: RefusedRow[] = [];
  for (const candidate of candidatesOf(text)) {
    const refuse = (reason: PasteRefusal) => refused.push({ text: candidate.text, reason });
    if (emailProblemOf(candidate.email) !== null) {
      refuse('invalidEmail');
      continue;
    }
    const address = normalizeEmail(candidate.email);
    if (seen.has(address)) {
      refuse('taken');
      continue;
    }
    const guessed = candidate.firstName === null ? nameFromAddress(candidate.email) : null;
    const firstName = candidate.firstName ?? guessed?.firstName ?? '';
    const lastName = candidate.lastName ?? guessed?.lastName ?? '';
    if (nameProblemOf(firstName) !== null || nameProblemOf(lastName) !== null) {
      refuse('name');
      continue;
    }
    const role =
      candidate.role === null
        ? (options.role ?? 'employee')
        : ROLE_WORDS[candidate.role.toLowerCase()];
    if (!role) {
      refuse('role');
      continue;
    }
    if (role === 'bookkeeper' && !options.bookkeeperOffered) {
      refuse('bookkeeperUnavailable');
      continue;
    }
    if (options.listedCount + accepted.length >= MAX_INVITES) {
      refuse('tooMany');
      continue;
    }
    seen.add(address);
    accepted.push({
      firstName: typedName(firstName.trim(), options.nameMaxLength),
      lastName: typedName(lastName.trim(), options.nameMaxLength),
      email: candidate.email.trim(),
      role,
    });
  }
  return { accepted, refused };
}

/** A pasted row as a person of the list, with the form's card permissions for employees. */
export function draftOfRow(row: PastedRow, form: InviteDraft): Omit<ListedInvite, 'key' | 'taken'> {
  const sameRole = form.role === row.role;
  return {
    ...row,
    isDelegate: false,
    physicalCards: sameRole ? form.physicalCards : true,
    virtualCards: sameRole ? form.virtualCards : true,
  };
}
