/**
 * A file name as a list shows it: names longer than `over` characters are cut to `to`
 * characters and an ellipsis (spec part 2 §5: over 45, cut to 40). Counted in characters a
 * reader sees, so an emoji or an accented letter is never split.
 */
export function shortenName(name: string, over: number, to: number): string {
  const characters = Array.from(name);
  return characters.length > over ? `${characters.slice(0, to).join('')}…` : name;
}
