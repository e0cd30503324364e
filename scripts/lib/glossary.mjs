// One term per concept per language (apps/web/src/i18n/glossary.json): a message whose English
// names a concept must name it, in each translation, by the glossary's term and never by one
// of its synonyms. scripts/check-catalogs.mjs fails on what this finds, in the web catalogs
// and the server's.

/** A whole word or phrase, any case, letters of any script around it not counting as part. */
function wordPattern(word) {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

const mentions = (text, words) => words.some((word) => wordPattern(word).test(text));

/**
 * The words a parsed ICU message shows: its literal text and that of every select and plural
 * branch, not its argument names or branch keys ("{provider}", "invoice {…}").
 */
export function shownText(elements, TYPE) {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.options) {
        return Object.values(element.options)
          .map((option) => shownText(option.value, TYPE))
          .join(' ');
      }
      if (element.children) return shownText(element.children, TYPE);
      return ' ';
    })
    .join('');
}

/**
 * The glossary problems of a catalog set (`{ en: {key: message}, es: …, pt: … }`), each a line
 * naming the catalog, the language, the key and what is wrong. `textOf` gives the words a
 * message shows (`shownText` of its parse); the raw message when not given.
 */
export function glossaryProblems(glossary, name, catalogs, textOf = (message) => message) {
  const problems = [];
  const english = catalogs.en ?? {};
  for (const [concept, entry] of Object.entries(glossary.concepts)) {
    const keys = entry.keys ? new RegExp(entry.keys) : null;
    for (const [key, source] of Object.entries(english)) {
      if (keys && !keys.test(key)) continue;
      if (typeof source !== 'string' || !mentions(textOf(source), entry.en)) continue;
      for (const [language, catalog] of Object.entries(catalogs)) {
        const rule = entry[language];
        const message = catalog[key];
        if (language === 'en' || !rule || typeof message !== 'string') continue;
        const text = textOf(message);
        const avoided = rule.avoid.filter((word) => wordPattern(word).test(text));
        if (avoided.length > 0) {
          problems.push(
            `${name}/${language}: "${key}" calls the ${concept} "${avoided.join('", "')}"; the glossary's word is "${rule.use[0]}"`,
          );
        } else if (!mentions(text, rule.use)) {
          problems.push(
            `${name}/${language}: "${key}" names the ${concept} without the glossary's word "${rule.use[0]}"`,
          );
        }
      }
    }
  }
  return problems;
}
