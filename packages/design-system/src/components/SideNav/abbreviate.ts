/** How many characters of a name a collapsed side navigation shows. */
export const COLLAPSED_NAME_LENGTH = 3;

/**
 * A name as a collapsed side navigation shows it: names longer than 3 characters become their
 * first 3 characters and an ellipsis ("Dashboard" → "Das…"); shorter ones stay whole.
 */
export function abbreviate(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= COLLAPSED_NAME_LENGTH) return characters.join('');
  return `${characters.slice(0, COLLAPSED_NAME_LENGTH).join('').trimEnd()}…`;
}
