// The messages the app speaks with: one language and the areas (catalog files) loaded so far.
// The entry waits for 'common'; every lazily loaded part of the app names the areas it shows
// with `withMessages`, so it renders only once they are here. Switching the language loads
// every area in use in the new language before anything changes on screen.
import { useSyncExternalStore } from 'react';
import { loadCatalog, type Catalog, type MessageArea } from './catalogs';
import type { Language } from './languages';

export interface Messages {
  language: Language;
  /**
   * Grows as areas arrive; a new object only with a new language. Nothing on screen needs an
   * area before it arrives, so its arrival re-renders nothing: what renders next reads it.
   */
  catalog: Catalog;
}

let current: Messages | null = null;
/** The key of what `current` holds, so the same areas are not committed twice. */
let currentKey = '';
/** The language asked for last: a load for another one is started again, not committed. */
let wanted: Language | null = null;
const areasInUse = new Set<MessageArea>();
const listeners = new Set<() => void>();
/** A switch asked for: what must happen before the screen speaks its language. */
let switching: { language: Language; beforeChange: (language: Language) => void } | null = null;

const keyOf = (language: Language, areas: readonly MessageArea[]) =>
  `${language}:${[...areas].sort().join(',')}`;

/** Loads every area in use in the wanted language, until neither changed meanwhile. */
async function settle(): Promise<void> {
  for (;;) {
    const language = wanted;
    if (!language) throw new Error('startMessages must run before any message is loaded');
    const areas = [...areasInUse];
    const catalog = await loadCatalog(language, areas);
    if (language !== wanted || areas.length !== areasInUse.size) continue;
    if (switching?.language === language) {
      switching.beforeChange(language);
      switching = null;
    }
    const key = keyOf(language, areas);
    if (key === currentKey) return;
    currentKey = key;
    if (current?.language === language) {
      Object.assign(current.catalog, catalog);
      return;
    }
    current = { language, catalog };
    for (const listener of listeners) listener();
    return;
  }
}

function isLoaded(areas: readonly MessageArea[]): boolean {
  return (
    current !== null &&
    current.language === wanted &&
    areas.every((area) => areasInUse.has(area)) &&
    currentKey === keyOf(current.language, [...areasInUse])
  );
}

/** Before the first render: the language and the areas the whole app needs. */
export function startMessages(language: Language, areas: readonly MessageArea[]): Promise<void> {
  wanted = language;
  for (const area of areas) areasInUse.add(area);
  return settle();
}

/** Makes sure these areas are loaded in the current language. */
export function requireMessages(areas: readonly MessageArea[]): Promise<void> {
  if (isLoaded(areas)) return Promise.resolve();
  for (const area of areas) areasInUse.add(area);
  return settle();
}

/**
 * Loads every area in use in another language, then switches to it; `beforeChange` runs just
 * before the screen re-renders in it.
 */
export function switchMessages(
  language: Language,
  beforeChange: (language: Language) => void,
): Promise<void> {
  wanted = language;
  switching = { language, beforeChange };
  return settle();
}

/**
 * A lazy import that also waits for the message areas its code shows, both loading in
 * parallel: `lazy(withMessages(['dashboard'], load))`, where `load` is `() => import(path)`
 * written out (scripts/lib/message-areas.mjs reads these calls from the source, for the bundle
 * bench and `message-areas.test.ts`).
 */
export function withMessages<T>(
  areas: readonly MessageArea[],
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), requireMessages(areas)]).then(([module]) => module);
}

/** Calls `listener` each time the language changes. */
export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language and catalog in use. */
export function getMessages(): Messages {
  if (!current) throw new Error('startMessages must finish before the first render');
  return current;
}

/** The language and catalog in use; components re-render when the language changes. */
export function useMessages(): Messages {
  return useSyncExternalStore(subscribeToMessages, getMessages);
}
