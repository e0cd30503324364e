// Messages are parsed to ICU syntax trees at build time, so the browser never downloads the
// ICU parser (about 14 KB gzip): the runtime imports the parser-less build instead. A message
// that is plain text (most of them) is kept as its text, which the translator returns as it is:
// smaller to download than a tree, and nothing to format.
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message's compiled form: its text when it has no argument, plural or tag, else its tree. */
export function compileMessage(message: string): string | MessageFormatElement[] {
  const tree = parse(message);
  return tree.every((element) => element.type === TYPE.literal)
    ? tree.map((element) => element.value).join('')
    : tree;
}

export function compileCatalog(source: string): Record<string, string | MessageFormatElement[]> {
  const catalog = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]),
  );
}

/** Catalogs (`src/i18n/messages/<language>/<area>.json`) load compiled, in the build and tests. */
export function precompiledMessages(): Plugin {
  return {
    name: 'outlay-precompiled-messages',
    enforce: 'pre',
    load(id) {
      if (!/[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][a-z-]+\.json$/.test(id)) return null;
      return JSON.stringify(compileCatalog(readFileSync(id, 'utf8')));
    },
  };
}
