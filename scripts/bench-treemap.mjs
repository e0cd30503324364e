#!/usr/bin/env node
// Where the initial JavaScript of a route goes: reads the build's source maps and attributes
// each chunk's gzip bytes to the packages (and, with --files, the source files) that wrote
// them, in proportion to the minified characters each source produced. Usage:
//   node scripts/bench-treemap.mjs [route-substring] [--files] [--inside PKG] [--no-build] [--top N]
// With no route it prints the entry alone; --inside <package> splits one package by file. Figures, never assertions: see bench-bundle.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readMessageAreas } from './lib/message-areas.mjs';
import { routeFiles } from './lib/route-files.mjs';
import { segmentFields } from './lib/source-map.mjs';
import { runPnpm } from './pnpm.mjs';

/** Each mapping of a v3 source map: generated line (1-based), column and source index. */
function* mappingsOf(map) {
  let source = 0;
  let line = 0;
  for (const lineText of map.mappings.split(';')) {
    line += 1;
    let column = 0;
    for (const segment of lineText.split(',')) {
      if (!segment) continue;
      const fields = segmentFields(segment);
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      yield { line, column, source: fields.length > 1 ? map.sources[source] : null };
    }
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const args = process.argv.slice(2);
const byFile = args.includes('--files');
// --inside <package>: that package's bytes by its own source files.
const insideIndex = args.indexOf('--inside');
const inside = insideIndex >= 0 ? args[insideIndex + 1] : undefined;
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const routeFilter = args.find(
  (arg, index) => !arg.startsWith('--') && !['--top', '--inside'].includes(args[index - 1] ?? ''),
);

if (!args.includes('--no-build')) {
  const status = runPnpm(['--filter', '@outlay/web', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (status !== 0) process.exit(status);
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const areas = readMessageAreas();

const filesOf = routeFiles(manifest, areas, dist);
let label = 'entry alone';
let routeKey;
if (routeFilter) {
  routeKey = Object.keys(manifest).find(
    (key) => manifest[key].isDynamicEntry && key.includes(routeFilter),
  );
  if (!routeKey) {
    console.error(`No lazy route module matches "${routeFilter}".`);
    process.exit(1);
  }
  label = routeKey;
}
const { files, areas: messageAreas } = filesOf(routeKey);

/** The package a source path belongs to, or the workspace folder it sits in. */
function ownerOf(source) {
  const clean = source.replace(/^(\.\.\/)+/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = clean.slice(inModules + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
    if (inside && name.startsWith(inside)) return rest.join('/');
    return name;
  }
  if (byFile) return clean;
  const parts = clean.split('/');
  if (parts[0] === 'packages') return `@outlay/${parts[1]}`;
  if (parts[0] === 'apps' && parts[2] === 'src') return `apps/${parts[1]}/src/${parts[3] ?? ''}`;
  return parts.slice(0, 3).join('/');
}

const totals = new Map();
let grand = 0;
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  grand += gzip;
  let map;
  try {
    map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  } catch {
    totals.set(`(no map) ${file}`, (totals.get(`(no map) ${file}`) ?? 0) + gzip);
    continue;
  }
  const lines = code.split('\n');
  const chars = new Map();
  let mapped = 0;
  let previous = null;
  for (const mapping of mappingsOf(map)) {
    if (previous && previous.line === mapping.line) {
      const length = mapping.column - previous.column;
      chars.set(previous.owner, (chars.get(previous.owner) ?? 0) + length);
      mapped += length;
    } else if (previous) {
      const length = (lines[previous.line - 1]?.length ?? 0) - previous.column;
      chars.set(previous.owner, (chars.get(previous.owner) ?? 0) + length);
      mapped += length;
    }
    previous = {
      line: mapping.line,
      column: mapping.column,
      owner: mapping.source ? ownerOf(mapping.source) : '(generated)',
    };
  }
  if (previous) {
    const length = (lines[previous.line - 1]?.length ?? 0) - previous.column;
    chars.set(previous.owner, (chars.get(previous.owner) ?? 0) + length);
    mapped += length;
  }
  for (const [owner, count] of chars) {
    totals.set(owner, (totals.get(owner) ?? 0) + (gzip * count) / Math.max(mapped, 1));
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `\n${label}: ${kb(grand)} gzip in ${files.size} files (messages: ${messageAreas.join(', ')})\n`,
);
const rows = [...totals].sort((a, b) => b[1] - a[1]);
const width = Math.min(90, Math.max(...rows.slice(0, top).map(([owner]) => owner.length)));
for (const [owner, bytes] of rows.slice(0, top)) {
  console.log(
    `  ${owner.padEnd(width)}  ${kb(bytes).padStart(9)}  ${((100 * bytes) / grand).toFixed(1).padStart(5)}%`,
  );
}
if (rows.length > top) {
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`  ${`(${rows.length - top} more)`.padEnd(width)}  ${kb(rest).padStart(9)}`);
}
console.log('');
