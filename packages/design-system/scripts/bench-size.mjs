#!/usr/bin/env node
// What a screen pays for Button + TextField + Dialog + Table: builds a throwaway entry that
// imports them from the package's public index with Vite (library mode, ES module, minified,
// tree-shaken, react-aria locale strings limited to en/es/pt as in the app), then prints the
// minified and gzip sizes of the JavaScript and CSS. It builds twice: with react and react-dom
// external (the cost on top of React, which every screen already pays) and with them bundled.
//
//   node packages/design-system/scripts/bench-size.mjs [--json]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const workDirectory = join(packageRoot, '.bench');
const components = ['Button', 'TextField', 'Modal', 'Dialog', 'DialogTrigger', 'Table'];

function entrySource() {
  const names = components.join(', ');
  return `import { ${names} } from '../src/index';\nexport { ${names} };\n`;
}

async function measure({ externalReact }) {
  const output = await build({
    configFile: false,
    root: workDirectory,
    logLevel: 'silent',
    plugins: [
      vanillaExtractPlugin({ identifiers: 'short' }),
      optimizeLocales.vite({ locales: ['en', 'es', 'pt'] }),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: false,
      lib: { entry: join(workDirectory, 'entry.ts'), formats: ['es'], fileName: 'entry' },
      rolldownOptions: {
        external: externalReact
          ? (id) => /^(react|react-dom)(\/|$)/.test(id) || id === 'scheduler'
          : [],
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const files = results.flatMap((result) => ('output' in result ? result.output : []));
  let js = '';
  let css = '';
  for (const file of files) {
    if (file.type === 'chunk') {
      js += file.code;
    } else if (file.fileName.endsWith('.css')) {
      css += typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString();
    }
  }
  const size = (text) => Buffer.byteLength(text);
  const gzip = (text) => gzipSync(text, { level: 9 }).length;
  return {
    react: externalReact ? 'external' : 'bundled',
    jsMin: size(js),
    jsGzip: gzip(js),
    cssMin: size(css),
    cssGzip: gzip(css),
    totalGzip: gzip(js) + gzip(css),
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

mkdirSync(workDirectory, { recursive: true });
writeFileSync(join(workDirectory, 'entry.ts'), entrySource());
try {
  const rows = [await measure({ externalReact: true }), await measure({ externalReact: false })];
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ components, rows }, null, 2));
  } else {
    console.log(
      `Button + TextField + Dialog (Modal, DialogTrigger) + Table, minified, tree-shaken`,
    );
    for (const row of rows) {
      console.log(
        `react ${row.react.padEnd(8)}  JS ${kB(row.jsMin)} (gzip ${kB(row.jsGzip)})  ` +
          `CSS ${kB(row.cssMin)} (gzip ${kB(row.cssGzip)})  total gzip ${kB(row.totalGzip)}`,
      );
    }
  }
} finally {
  rmSync(workDirectory, { recursive: true, force: true });
}
