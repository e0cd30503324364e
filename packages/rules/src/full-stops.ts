// A message's own full stop after a value that already ends with one reads twice: "a las
// 7:22 p.m.." or "Comercializadora Altiplano S.A. de C.V..". The stop is written once, so a
// translator may end every sentence with its period whatever the value turns out to be.

// A Unicode noncharacter: never in text a person typed or a formatter wrote.
const AFTER_STOP = '\uFDD0';

/**
 * `format` with the values given, where a message's "." right after a text value that ends in
 * "." is left out. Only text values are marked: numbers and dates come formatted as text by
 * the caller, and a value that chooses a branch (select) never ends with a stop.
 */
export function withSingleFullStops<Value>(
  values: Readonly<Record<string, Value>> | undefined,
  format: (values: Record<string, Value | string> | undefined) => string,
): string {
  if (values === undefined) return format(values);
  let marked = false;
  const withMarks: Record<string, Value | string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.endsWith('.')) {
      withMarks[name] = value + AFTER_STOP;
      marked = true;
    } else {
      withMarks[name] = value;
    }
  }
  if (!marked) return format(values);
  return format(withMarks).replaceAll(`${AFTER_STOP}.`, '').replaceAll(AFTER_STOP, '');
}
