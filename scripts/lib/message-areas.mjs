// Which message areas (apps/web/src/i18n/messages/<language>/<area>.json) each part of the web
// app waits for, read from the source as the app declares them:
//   startMessages(language, ['common'])                 in main.tsx: what every page waits for
//   withMessages(['dashboard'], () => import('./x'))    a lazy part that waits for its areas
//   loadCatalog(language, ['common', 'upload-portal'])  a part that brings its own catalog
// scripts/bench-bundle.mjs counts these areas in each route's initial JavaScript, and
// apps/web/src/i18n/message-areas.test.ts checks that they cover every message a part shows.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const srcRoot = join(webRoot, 'src');
const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

const areaList = (text) => [...text.matchAll(/'([a-z][a-z-]*)'/g)].map((match) => match[1]);

/** Every source file of the app (tests and stories left out), relative to apps/web. */
export function sourceFiles() {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(srcRoot)
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => relative(webRoot, path));
}

/** The file a relative or `@/…` import names, relative to apps/web; null for packages. */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(webRoot, dirname(fromFile), specifier);
  else return null;
  for (const candidate of [base, ...extensions.map((extension) => `${base}${extension}`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(webRoot, candidate);
  }
  return null;
}

/**
 * The declarations: `entry` (the areas every page waits for), `lazy` (file → areas, for each
 * module loaded through withMessages) and `own` (file → areas, for each module that loads its
 * own catalog).
 */
export function readMessageAreas(files = sourceFiles()) {
  const entry = new Set();
  const lazy = new Map();
  const own = new Map();
  const add = (map, file, areas) =>
    map.set(file, [...new Set([...(map.get(file) ?? []), ...areas])]);
  for (const file of files) {
    const text = readFileSync(join(webRoot, file), 'utf8');
    for (const match of text.matchAll(/\bstartMessages\(\s*[\w.]+\s*,\s*\[([^\]]*)\]/g)) {
      for (const area of areaList(match[1])) entry.add(area);
    }
    for (const match of text.matchAll(
      /\bwithMessages\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g,
    )) {
      const target = resolveImport(file, match[2]);
      if (!target) throw new Error(`${file}: withMessages imports ${match[2]}, which is no file`);
      add(lazy, target, areaList(match[1]));
    }
    for (const match of text.matchAll(/\bloadCatalog\(\s*[\w.]+\s*,\s*\[([^\]]*)\]/g)) {
      add(own, file, areaList(match[1]));
    }
  }
  return { entry: [...entry], lazy, own };
}
