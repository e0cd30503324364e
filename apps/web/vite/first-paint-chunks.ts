// How the build splits the app into files. Left to itself, the bundler makes a chunk for every
// set of lazy parts that share some modules: the sign-in form waited for some 60 files, each
// compressed alone and named in the others' import lists. Here the code a page needs before it
// paints is kept in a few chunks:
//   - `initial`: everything the entry imports statically (React, the router, the translator),
//     one file beside the entry's own;
//   - `sign-in`: the sign-in flow and form with every module they use that the entry does not.
// The rest (other pages, dialogs, the login machine) is split as the bundler sees fit.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/**
 * Lazy parts, by the end of their source path, that share one chunk with what they use and the
 * entry does not. Other public pages load it too for the fields and buttons they share with it.
 */
export const firstPaintGroups: Readonly<Record<string, readonly string[]>> = {
  'sign-in': [
    'src/features/auth/login-flow/login-flow.tsx',
    'src/features/auth/routes/login-page.tsx',
  ],
};

const slashed = (id: string) => id.replace(/\\/g, '/');
const isEntryModule = (id: string) => /\/src\/main\.tsx$|\/index\.html$/.test(slashed(id));

/**
 * A workspace package's index (`packages/<name>/src/index.ts`) re-exports all its public parts:
 * walking through it would take every component of the design system into the chunk of a page
 * that shows three. Through an index, the walk follows only the names the importer imports.
 */
interface PackageIndex {
  name: string;
  /** Exported name → the module file it comes from, without extension. */
  sources: Map<string, string>;
}

function packageIndexOf(id: string): PackageIndex | null {
  const path = slashed(id);
  const match = /^(.*\/packages\/[^/]+)\/src\/index\.ts$/.exec(path);
  if (!match?.[1]) return null;
  const { name } = JSON.parse(readFileSync(join(match[1], 'package.json'), 'utf8')) as {
    name: string;
  };
  const sources = new Map<string, string>();
  const code = readFileSync(path, 'utf8');
  for (const [, names = '', from = ''] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    for (const exported of names.split(',')) {
      const alias = exported
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (alias) sources.set(alias, resolve(dirname(path), from));
    }
  }
  return { name, sources };
}

/** The names a source file imports from a package (`import { A, B as C } from 'pkg'`). */
function namesImported(importer: string, packageName: string): string[] {
  let code: string;
  try {
    code = readFileSync(importer, 'utf8');
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const [, list = '', from] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    if (from !== packageName) continue;
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && !item.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Each module of each group, walked from the groups' lazy parts along static imports. */
function walkGroups(ids: readonly string[], importsOf: (id: string) => readonly string[]) {
  const indexes = new Map<string, PackageIndex | null>();
  const indexOf = (id: string) => {
    if (!indexes.has(id)) indexes.set(id, packageIndexOf(id));
    return indexes.get(id) ?? null;
  };
  /** The modules `id` uses directly: through a package index, only the parts it names. */
  const usesOf = (id: string) =>
    importsOf(id).flatMap((imported) => {
      const index = indexOf(imported);
      if (!index) return [imported];
      const wanted = namesImported(id, index.name).flatMap((name) => {
        const source = index.sources.get(name);
        return source ? [slashed(source)] : [];
      });
      return importsOf(imported).filter((target) =>
        wanted.some((source) => slashed(target).startsWith(`${source}.`)),
      );
    });
  const found = new Map<string, string>();
  for (const [group, roots] of Object.entries(firstPaintGroups)) {
    const stack = ids.filter((id) => roots.some((root) => slashed(id).endsWith(root)));
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id)) continue;
      found.set(id, group);
      stack.push(...usesOf(id));
    }
  }
  return found;
}

export function firstPaintChunks(): CodeSplitting {
  const candidates: string[] = [];
  let groupOf: Map<string, string> | undefined;
  return {
    groups: [
      {
        name: 'initial',
        tags: ['$initial'],
        test: (id) => !isEntryModule(id),
        priority: 2,
      },
      {
        // The bundler makes every `test` call of a group before its first `name` call.
        name: (id, context) => {
          groupOf ??= walkGroups(
            candidates,
            (moduleId) => context.getModuleInfo(moduleId)?.importedIds ?? [],
          );
          return groupOf.get(id) ?? null;
        },
        test: (id) => {
          candidates.push(id);
          return true;
        },
        priority: 1,
      },
    ],
  };
}
