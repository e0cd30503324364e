// The scripts each first paint needs beyond the entry's, written to `first-paint.json` beside
// the build for the server, which names them in the page's HTML (`<link rel="modulepreload">`). The
// browser then fetches them with the entry, from the first bytes of the page, rather than once
// the entry has downloaded and run and asked for them (app/first-paint.ts): on a slow phone
// that wait was most of the time before the signed-in frame could paint.
import type { Plugin, Rolldown } from 'vite';

/** A page whose first paint the server preloads: its lazy parts and their message areas. */
export interface FirstPaintPage {
  /** The app's paths (under the base) that draw it first. */
  paths: readonly string[];
  /** Whether it is drawn for a visitor with a session (the `outlay_session` hint cookie). */
  session: boolean;
  /** Its lazy parts, by the end of their source path (as app/first-paint.ts loads them). */
  parts: readonly string[];
  /** The message areas those parts wait for, beside the entry's `common`. */
  messages: readonly string[];
}

/** As app/first-paint.ts loads them: the same parts, with the same message areas. */
export const firstPaintPages: Readonly<Record<string, FirstPaintPage>> = {
  'sign-in': {
    paths: ['/', '/login'],
    session: false,
    parts: [
      'src/features/auth/login-flow/login-flow.tsx',
      'src/features/auth/routes/login-page.tsx',
    ],
    messages: ['auth'],
  },
  dashboard: {
    paths: ['/dashboard'],
    session: true,
    // The client that restores the session, the signed-in area, then the page.
    parts: [
      'src/lib/api-client.ts',
      'src/app/authenticated-area.tsx',
      'src/app/routes/dashboard-route.tsx',
    ],
    messages: ['shell', 'dashboard'],
  },
};

/** What the server reads: per page, the files under the base; per language, each area's. */
export interface FirstPaintPreloads {
  pages: Record<string, { paths: readonly string[]; session: boolean; scripts: string[] }>;
  /** Language → area → files; the first language is the default. */
  messages: Record<string, Record<string, string[]>>;
  /** The areas each page waits for, `common` first. */
  areas: Record<string, string[]>;
}

const messageModule = /\/src\/i18n\/messages\/([a-z]{2})\/([a-z-]+)\.json$/;

/** The preloads of a bundle (exported for its test). */
export function preloadsOf(bundle: Rolldown.OutputBundle): FirstPaintPreloads {
  const chunks = Object.values(bundle).filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-paint-preloads: the bundle has no entry');
  const entryFiles = closure(entry.fileName);
  /** A lazy chunk's scripts beyond the entry's (the app's one stylesheet is in index.html). */
  const filesOf = (chunk: Rolldown.OutputChunk) =>
    [...closure(chunk.fileName)].filter((file) => !entryFiles.has(file));
  const lazyPart = (part: string) => {
    const chunk = chunks.find(
      (candidate) => candidate.isDynamicEntry && candidate.facadeModuleId?.endsWith(part),
    );
    if (!chunk) throw new Error(`first-paint-preloads: no lazy chunk for ${part}`);
    return chunk;
  };
  const unique = (values: string[]) => [...new Set(values)];

  const pages: FirstPaintPreloads['pages'] = {};
  const areas: FirstPaintPreloads['areas'] = {};
  for (const [name, page] of Object.entries(firstPaintPages)) {
    const parts = page.parts.map((part) => filesOf(lazyPart(part)));
    pages[name] = { paths: page.paths, session: page.session, scripts: unique(parts.flat()) };
    areas[name] = ['common', ...page.messages];
  }
  const messages: FirstPaintPreloads['messages'] = {};
  const needed = new Set(Object.values(areas).flat());
  for (const chunk of chunks) {
    const [, language, area] = messageModule.exec(chunk.facadeModuleId ?? '') ?? [];
    if (!language || !area || !needed.has(area)) continue;
    messages[language] ??= {};
    messages[language][area] = filesOf(chunk);
  }
  // English first: the language a visitor gets without a choice (i18n/languages.ts).
  const ordered = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => Number(b === 'en') - Number(a === 'en')),
  );
  return { pages, messages: ordered, areas };
}

export function firstPaintPreloads(): Plugin {
  return {
    name: 'outlay-first-paint-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint.json',
        source: JSON.stringify(preloadsOf(bundle)),
      });
    },
  };
}
