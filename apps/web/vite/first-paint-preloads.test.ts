import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadsOf } from './first-paint-preloads';

/** A chunk of a fake bundle: only what preloadsOf reads. */
const chunk = (
  fileName: string,
  options: { entry?: boolean; lazy?: string; imports?: string[] } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    isDynamicEntry: options.lazy !== undefined,
    facadeModuleId: options.lazy ? `/repo/apps/web/${options.lazy}` : null,
    imports: options.imports ?? [],
  }) as unknown as Rolldown.OutputChunk;

const bundle = (chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item]));

const app = [
  chunk('assets/entry.js', { entry: true, imports: ['assets/react.js'] }),
  chunk('assets/react.js'),
  chunk('assets/client.js', { lazy: 'src/lib/api-client.ts', imports: ['assets/react.js'] }),
  chunk('assets/area.js', {
    lazy: 'src/app/authenticated-area.tsx',
    imports: ['assets/react.js', 'assets/controls.js', 'assets/frame.js'],
  }),
  chunk('assets/controls.js'),
  chunk('assets/frame.js', { imports: ['assets/controls.js'] }),
  chunk('assets/dashboard.js', {
    lazy: 'src/app/routes/dashboard-route.tsx',
    imports: ['assets/controls.js', 'assets/table.js'],
  }),
  chunk('assets/table.js'),
  chunk('assets/flow.js', {
    lazy: 'src/features/auth/login-flow/login-flow.tsx',
    imports: ['assets/basics.js'],
  }),
  chunk('assets/login.js', {
    lazy: 'src/features/auth/routes/login-page.tsx',
    imports: ['assets/basics.js', 'assets/react.js'],
  }),
  chunk('assets/basics.js'),
  ...['en', 'es'].flatMap((language) =>
    ['common', 'auth', 'shell', 'dashboard', 'team'].map((area) =>
      chunk(`assets/${area}-${language}.js`, {
        lazy: `src/i18n/messages/${language}/${area}.json`,
      }),
    ),
  ),
];

describe('preloadsOf', () => {
  it('lists each first paint’s scripts beyond the entry’s, each once', () => {
    const { pages } = preloadsOf(bundle(app));
    expect(pages.dashboard).toEqual({
      paths: ['/dashboard'],
      session: true,
      scripts: [
        'assets/client.js',
        'assets/area.js',
        'assets/controls.js',
        'assets/frame.js',
        'assets/dashboard.js',
        'assets/table.js',
      ],
    });
    expect(pages['sign-in']?.scripts).toEqual([
      'assets/flow.js',
      'assets/basics.js',
      'assets/login.js',
    ]);
    expect(pages['sign-in']?.session).toBe(false);
  });

  it('lists the message areas they wait for, by language, English first', () => {
    const { messages, areas } = preloadsOf(bundle(app));
    expect(areas).toEqual({
      'sign-in': ['common', 'auth'],
      dashboard: ['common', 'shell', 'dashboard'],
    });
    expect(Object.keys(messages)).toEqual(['en', 'es']);
    expect(messages.es?.shell).toEqual(['assets/shell-es.js']);
    // Areas no first paint waits for are left out.
    expect(messages.en?.team).toBeUndefined();
  });

  it('fails the build when a first paint’s part is not a lazy chunk', () => {
    expect(() =>
      preloadsOf(bundle(app.filter((item) => item.fileName !== 'assets/area.js'))),
    ).toThrow(/no lazy chunk for src\/app\/authenticated-area.tsx/);
  });
});
