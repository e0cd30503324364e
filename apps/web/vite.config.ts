import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstPaintChunks } from './vite/first-paint-chunks';
import { firstPaintPreloads } from './vite/first-paint-preloads';
import { flowInspector } from './vite/flow-inspector';
import { precompiledMessages } from './vite/precompiled-messages';
import { precompress } from './vite/precompress';

// The version the app compares with the server's every 300000 ms: a new build means a reload.
const appVersion = (() => {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  try {
    return `${execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()}.${stamp}`;
  } catch {
    return stamp;
  }
})();

function versionFile(): Plugin {
  return {
    name: 'outlay-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ appVersion }),
      });
    },
  };
}

export default defineConfig({
  base: '/client/',
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: {
    alias: [
      // `@/…`: the app's own modules from anywhere in it (tsconfig.json's paths).
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      // React 19 has useSyncExternalStore: the libraries that still import the shim for older
      // React (react-stately, @xstate/react) get the package's plain entries, which use React's.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
    ],
  },
  plugins: [
    flowInspector(),
    precompiledMessages(),
    react(),
    vanillaExtractPlugin(),
    // react-aria ships strings for 30+ locales; Outlay speaks en, es and pt.
    { ...optimizeLocales.vite({ locales: ['en-US', 'es-ES', 'es-MX', 'pt-BR'] }), enforce: 'pre' },
    versionFile(),
    firstPaintPreloads(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? '4000'}` },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // One stylesheet for the whole app (about 11 KB compressed), linked from index.html: split
    // per chunk, the dashboard's first paint waited for six of them, asked for by its scripts
    // once they had run, each holding one of the six connections a phone opens to the server.
    cssCodeSplit: false,
    // Browsers that run this build preload modules themselves (Safari from 17): no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Every chunk names the chunks it imports, and the entry lists every lazy chunk's files
      // for preloading: hash-only names keep those lists short (the manifest and the source
      // maps still say what each file holds).
      output: {
        // What the first paint needs, in a few files (vite/first-paint-chunks.ts).
        codeSplitting: firstPaintChunks(),
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
});
