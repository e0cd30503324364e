export const avatarColorCount = 8;

/** A stable index in 0..7 from the full name, so a person always gets the same colour. */
export function avatarColorIndex(fullName: string): number {
  let hash = 0;
  for (const character of fullName.trim().toLowerCase()) {
    hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 2147483647;
  }
  return hash % avatarColorCount;
}

/** First letters of the first and last words: "Ana María López" → "AL". */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) {
    return '';
  }
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : ''));
  return letters.join('').toLocaleUpperCase();
}
