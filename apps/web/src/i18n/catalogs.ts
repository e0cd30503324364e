import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageId } from './message-ids';
import type { Language } from './languages';

export type { MessageId } from './message-ids';
/**
 * At run time each message is precompiled (vite/precompiled-messages.ts): its text when it is
 * plain text, else its ICU syntax tree. A catalog holds the areas loaded so far, not
 * necessarily every message.
 */
export type Catalog = Partial<Record<MessageId, string | MessageFormatElement[]>>;

/** A catalog file's name: `messages/<language>/<area>.json`. */
export type MessageArea = string;

// One file per product area and language (messages/<language>/<area>.json), so areas grow
// without touching each other, and a page downloads only the areas it shows.
interface AreaModule {
  default: Record<string, unknown>;
}
const files = import.meta.glob<AreaModule>('./messages/*/*.json');

function loaderOf(language: Language, area: MessageArea): () => Promise<AreaModule> {
  const load = files[`./messages/${language}/${area}.json`];
  if (!load) throw new Error(`There is no message area '${area}' (messages/${language}/)`);
  return load;
}

/** The messages of these areas in one language, as one catalog. */
export async function loadCatalog(
  language: Language,
  areas: readonly MessageArea[],
): Promise<Catalog> {
  const modules = await Promise.all(areas.map((area) => loaderOf(language, area)()));
  return Object.assign({}, ...modules.map((module) => module.default)) as Catalog;
}
