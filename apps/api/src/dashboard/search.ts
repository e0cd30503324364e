/** At most this many words of a search are used; more only slow the query down. */
const MAX_WORDS = 8;

/** Lower case, accents removed: `Café` and `cafe` are one word to the search. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a text as the search index keeps them: letters and digits, and numbers with
 * their decimal point (`45.20`). Anything else separates words.
 */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}.]+/u)
    .flatMap((word) => (/^\d+(\.\d+)?$/.test(word) ? [word] : word.split('.')))
    .filter((word) => word !== '');
}

/** The text an entry's `search` vector is built from (`to_tsvector('simple', …)`). */
export function searchDocument(parts: readonly (string | number | null | undefined)[]): string {
  return parts
    .filter((part) => part !== null && part !== undefined)
    .flatMap((part) => searchWords(String(part)))
    .join(' ');
}

/**
 * A `to_tsquery('simple', …)` text in which every word of the search must begin a word of
 * the entry; null when the search has no words. Words hold only letters, digits and dots,
 * and each is quoted, so nothing typed can change the query's syntax.
 */
export function prefixQuery(search: string | undefined): string | null {
  if (search === undefined) return null;
  const words = [...new Set(searchWords(search))].slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}
