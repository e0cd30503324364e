#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser must download before each route can render:
// the entry chunk and everything it imports statically, plus the route's own lazy chunk and its
// static imports, plus the English message areas the route waits for. Routes are the lazily
// loaded `*-page.tsx` and `*-route.tsx` modules of apps/web (the dashboard loads as
// `dashboard-route.tsx`, which brings the transaction drawer).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readMessageAreas } from './lib/message-areas.mjs';
import { runPnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  const status = runPnpm(['--filter', '@outlay/web', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) process.exit(status);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSizes = new Map();
const gzipOf = (file) => {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

function staticClosure(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

// The message areas are awaited too (see apps/web/src/i18n/messages.ts): the entry waits for
// its own, and each lazy part for those its withMessages (or its own loadCatalog) names.
const areas = readMessageAreas();
function withMessageAreas(names, into) {
  for (const area of names) {
    const key = `src/i18n/messages/en/${area}.json`;
    if (!manifest[key]) throw new Error(`No chunk for the message area ${key}`);
    staticClosure(key, into);
  }
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = withMessageAreas(areas.entry, staticClosure(entryKey));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

// A route may sit behind other lazy chunks (the signed-in area, say): those load first.
function lazyChain(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const [parent, chunk] of Object.entries(manifest)) {
    if ((chunk.dynamicImports ?? []).includes(key) && !chunk.isEntry) lazyChain(parent, into);
  }
  return into;
}

const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /-(page|route)\.tsx$/.test(key))
  .map((key) => {
    const files = new Set(entryFiles);
    const routeAreas = new Set(areas.entry);
    for (const part of lazyChain(key)) {
      staticClosure(part, files);
      for (const area of [...(areas.lazy.get(part) ?? []), ...(areas.own.get(part) ?? [])]) {
        routeAreas.add(area);
      }
    }
    withMessageAreas(routeAreas, files);
    return { route: key.replace(/^src\//, ''), bytes: total(files), areas: [...routeAreas] };
  })
  .sort((a, b) => a.bytes - b.bytes);

console.log(
  `\nInitial JavaScript per route (gzip level 9), entry alone: ${kb(total(entryFiles))}` +
    ` (messages: ${areas.entry.join(', ')})\n`,
);
const width = Math.max(...routes.map((row) => row.route.length));
for (const row of routes) {
  console.log(
    `  ${row.route.padEnd(width)}  ${kb(row.bytes).padStart(9)}  messages: ${row.areas.join(', ')}`,
  );
}
console.log('');
