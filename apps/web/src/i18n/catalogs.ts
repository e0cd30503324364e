import type en from './messages/en.json';
import type { Language } from './languages';

export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;

// Each catalog is its own chunk, so a visitor downloads only the language they read.
const loaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./messages/en.json').then((module) => module.default),
  es: () => import('./messages/es.json').then((module) => module.default),
  pt: () => import('./messages/pt.json').then((module) => module.default),
};

export function loadCatalog(language: Language): Promise<Catalog> {
  return loaders[language]();
}
