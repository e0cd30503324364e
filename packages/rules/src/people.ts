// The rules of a person's name and email address wherever one is typed for the company: the
// invite form and its pasted or CSV rows (spec part 2 §2.5, §5 "Invite form"), the server
// that stores the invitation, and the sign-up wizard after it. Names hold letters, spaces and
// hyphens only; they are title-cased as typed and cut to what the company's card issuer
// prints. Addresses are trimmed and compared in lower case.

import { CARD_NAME_MAX_LENGTH, UNKNOWN_ISSUER_NAME_MAX_LENGTH } from './card-names';
import type { CardService } from './time-zones';

/**
 * The longest a cardholder's first or last name may be: what the company's card issuer prints,
 * the same maximum as a card's name (spec part 2 §9); 24 when there is none, or it is unknown.
 */
export function nameMaxLength(cardService: string | null | undefined): number {
  return (
    (cardService && CARD_NAME_MAX_LENGTH[cardService as CardService]) ||
    UNKNOWN_ISSUER_NAME_MAX_LENGTH
  );
}

/** Letters of any alphabet, spaces and hyphens. */
const NAME_SHAPE = /^[\p{L}\p{M} -]+$/u;

/** Why a name cannot be used yet. */
export type NameProblem = 'required' | 'characters';

/** The one check of a first or last name (spec part 2 §5): required, letters, spaces, hyphens. */
export function nameProblemOf(name: string): NameProblem | null {
  if (name.trim() === '') return 'required';
  return NAME_SHAPE.test(name) ? null : 'characters';
}

/**
 * A name as it is typed, title-cased and cut to the issuer's maximum: each word (after a
 * space or a hyphen) starts with a capital. A word typed all in capitals is lowered after its
 * first letter ("JANE" → "Jane"); one with capitals inside is left as typed ("McKenzie").
 */
export function formatName(typed: string, maxLength: number): string {
  const cased = typed.replace(/[^\s-]+/gu, (word) => {
    const [first = '', ...rest] = graphemes(word);
    const tail = rest.join('');
    const shouting = tail !== '' && tail === tail.toUpperCase() && tail !== tail.toLowerCase();
    return first.toUpperCase() + (shouting ? tail.toLowerCase() : tail);
  });
  // Cut by characters as people see them, so an accent is never split from its letter.
  return graphemes(cased).slice(0, maxLength).join('');
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of a text as a reader counts them. */
function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** A name as the server stores it: formatted, without spaces at its ends or doubled inside. */
export function cleanName(typed: string, maxLength: number): string {
  return formatName(typed.trim().replace(/\s+/gu, ' '), maxLength).trim();
}

/** The contract's limit on an email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

// One @, something on each side, a dot in the domain, no spaces; the server's contract checks
// the full format, this catches what a person mistypes before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/u;

/** An address as compared and stored: trimmed, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why an address cannot be used. */
export type EmailProblem = 'required' | 'invalid';

/** The one check of an invited address (spec part 2 §5): required and valid. */
export function emailProblemOf(email: string): EmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'required';
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(trimmed) ? null : 'invalid';
}

/**
 * The addresses in a pasted text, as typed: one per line, or separated by commas, semicolons,
 * tabs or spaces; "Name <address>" gives the address. Empty pieces are dropped, the rest kept
 * in order (invalid ones too, so whoever pasted them hears why they were refused).
 */
export function splitEmailList(text: string): string[] {
  // A quoted display name ("Roe, Rick" <rick@x.com>) may hold a separator: it goes first.
  const unquoted = text.replace(/"[^"\n]*"/gu, ' ');
  return unquoted.split(/[\n\r,;]+/u).flatMap((piece) => {
    const bracketed = /<([^<>]*)>/u.exec(piece);
    if (bracketed) return [(bracketed[1] ?? '').trim()].filter((address) => address !== '');
    return piece
      .split(/[\s]+/u)
      .map((address) => address.replace(/^mailto:/iu, ''))
      .filter((address) => address !== '');
  });
}

/** Whether a pasted text holds more than one address (a list, not one typed address). */
export function isEmailList(text: string): boolean {
  return splitEmailList(text).length > 1;
}
