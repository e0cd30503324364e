import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type en from './messages/en.json';
import type { Language } from './languages';

export type MessageId = keyof typeof en;
/** At run time each message is its precompiled ICU syntax tree (see vite.config.ts). */
export type Catalog = Record<MessageId, MessageFormatElement[]>;

// Each catalog is its own chunk, so a visitor downloads only the language they read.
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./messages/en.json').then(compiled),
  es: () => import('./messages/es.json').then(compiled),
  pt: () => import('./messages/pt.json').then(compiled),
};

export function loadCatalog(language: Language): Promise<Catalog> {
  return loaders[language]();
}

// The JSON files hold ICU strings; the build hands over their syntax trees instead.
function compiled(module: { default: Record<MessageId, string> }): Catalog {
  return module.default as unknown as Catalog;
}
