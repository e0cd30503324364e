// Counts in messages go through ICU plural rules: "Try again in {minutes} minutes" reads
// "Try again in 1 minutes" for one. scripts/check-catalogs.mjs fails on any message of the web
// or server catalogs that shows a count outside a plural of that count.

/**
 * The argument names that hold a count of something (minutes, files, attempts). A size ("5mb")
 * or an operand ("What is {a} plus {b}?") is a number but not a count of things.
 */
export const COUNT_ARGUMENTS = new Set([
  'count',
  'total',
  'seconds',
  'minutes',
  'hours',
  'days',
  'remaining',
  'attempts',
  'limit',
  'max',
]);

/**
 * The count arguments that a parsed ICU message (@formatjs/icu-messageformat-parser's elements,
 * with its TYPE) shows outside a plural of the same argument, plain or as `{x, number}`.
 */
export function countsOutsidePlurals(elements, TYPE, inPluralsOf = new Set()) {
  const found = new Set();
  for (const element of elements) {
    const shown = element.type === TYPE.argument || element.type === TYPE.number;
    if (shown && COUNT_ARGUMENTS.has(element.value) && !inPluralsOf.has(element.value)) {
      found.add(element.value);
    }
    const within =
      element.type === TYPE.plural ? new Set([...inPluralsOf, element.value]) : inPluralsOf;
    for (const option of Object.values(element.options ?? {})) {
      for (const name of countsOutsidePlurals(option.value, TYPE, within)) found.add(name);
    }
    if (element.children) {
      for (const name of countsOutsidePlurals(element.children, TYPE, within)) found.add(name);
    }
  }
  return [...found];
}
