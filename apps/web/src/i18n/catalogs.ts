import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageId } from './message-ids';
import type { Language } from './languages';

export type { MessageId } from './message-ids';
/** At run time each message is its precompiled ICU syntax tree (see vite.config.ts). */
export type Catalog = Record<MessageId, MessageFormatElement[]>;

// One file per product area and language (messages/<language>/<area>.json), so areas grow
// without touching each other. Each language is its own set of chunks, loaded when chosen.
interface AreaModule {
  default: Record<string, unknown>;
}
const areas: Record<Language, Record<string, () => Promise<AreaModule>>> = {
  en: import.meta.glob<AreaModule>('./messages/en/*.json'),
  es: import.meta.glob<AreaModule>('./messages/es/*.json'),
  pt: import.meta.glob<AreaModule>('./messages/pt/*.json'),
};

export async function loadCatalog(language: Language): Promise<Catalog> {
  const modules = await Promise.all(Object.values(areas[language]).map((load) => load()));
  return Object.assign({}, ...modules.map((module) => module.default)) as Catalog;
}
