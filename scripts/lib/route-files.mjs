// The files a browser loads before a route of apps/web can paint, from the build's manifest:
// the entry and its static imports, the route's lazy chunk and the lazy chunks it renders
// inside (each with its static imports), and the message catalogs all of them wait for.
// Shared by bench-bundle.mjs and bench-treemap.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Lazy parts that a route renders inside although the manifest cannot show it: the entry asks
 * for both at once (apps/web/src/app/first-paint.ts), so the container does not import the
 * route itself.
 */
const renderedInside = [
  // The dashboard, which the entry loads beside the signed-in area, is drawn inside it.
  [/^src\/app\/routes\/dashboard-route\.tsx$/, 'src/app/authenticated-area.tsx'],
  // Every sign-in screen but the form needs the flow's machine before it can paint.
  [
    /^src\/features\/auth\/routes\/login-[a-z]+-page\.tsx$/,
    'src/features/auth/login-flow/login-machine.tsx',
  ],
  [
    /^src\/features\/auth\/routes\/login(-[a-z]+)?-page\.tsx$/,
    'src/features/auth/login-flow/login-flow.tsx',
  ],
];

export function routeFiles(manifest, areas, dist) {
  // The app's modules a chunk holds (`src/...`), read from its source map.
  const modulesOf = (file) =>
    new Set(
      JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources.map((source) =>
        source.replace(/^(\.\.\/)+(apps\/web\/)?/, ''),
      ),
    );
  function staticClosure(key, into) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, into);
    return into;
  }
  // A route may sit behind other lazy chunks (the signed-in area, say): those load first. A
  // lazy part imported from a chunk that holds several (apps/web/vite/first-paint-chunks.ts)
  // sits behind the lazy parts of that chunk.
  function lazyChain(key, into = new Set()) {
    if (into.has(key)) return into;
    into.add(key);
    for (const [pattern, container] of renderedInside) {
      if (pattern.test(key)) lazyChain(container, into);
    }
    for (const [parent, chunk] of Object.entries(manifest)) {
      if (!(chunk.dynamicImports ?? []).includes(key) || chunk.isEntry) continue;
      if (chunk.isDynamicEntry) {
        lazyChain(parent, into);
        continue;
      }
      const inside = modulesOf(chunk.file);
      for (const [part, other] of Object.entries(manifest)) {
        if (other.isDynamicEntry && inside.has(part)) lazyChain(part, into);
      }
    }
    return into;
  }
  function withMessageAreas(names, into) {
    for (const area of names) {
      const key = `src/i18n/messages/en/${area}.json`;
      if (!manifest[key]) throw new Error(`No chunk for the message area ${key}`);
      staticClosure(key, into);
    }
    return into;
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

  /** The entry's files and areas, or a route's (its key in the manifest) with the entry's. */
  return (routeKey) => {
    const files = staticClosure(entryKey, new Set());
    const routeAreas = new Set(areas.entry);
    if (routeKey) {
      for (const part of lazyChain(routeKey)) {
        staticClosure(part, files);
        for (const area of [...(areas.lazy.get(part) ?? []), ...(areas.own.get(part) ?? [])]) {
          routeAreas.add(area);
        }
      }
    }
    withMessageAreas(routeAreas, files);
    return { files, areas: [...routeAreas] };
  };
}
