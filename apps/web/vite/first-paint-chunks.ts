// How the build splits the app into files. Left to itself, the bundler makes a chunk for every
// set of lazy parts that share some modules: the sign-in form waited for some 60 files, each
// compressed alone and named in the others' import lists. Here the code a page needs before it
// paints is kept in a few chunks:
//   - `initial`: everything the entry imports statically (React, the router, the translator),
//     one file beside the entry's own;
//   - `sign-in`: the sign-in flow and form with every module they use that the entry does not,
//     but for what the controls or signed-in pages use too, which goes to `basics` (so a
//     signed-in page does not load the sign-in form's own code);
//   - `controls`: the design system's react-aria buttons, links and fields, which the sign-in
//     form does without and most other pages use;
//   - `shared-…`: what the signed-in frame or the dashboard use that public pages (the upload
//     portal, the sign-up wizard, the health check, password recovery) use too, and `sign-in`
//     did not take, one chunk per set of public pages using it: every module in one is needed
//     by the dashboard's first paint and by each of those pages';
//   - `signed-in` and `dashboard`: the signed-in frame, then the dashboard, each with what it
//     uses that no earlier group took and no public page uses, so a public page never waits
//     for them (the sign-in steps, which lead to the dashboard, may load them ahead of time);
//   - `pages-…`: what the dashboard shares with other lazy parts (tables, selects, search
//     fields), one chunk per set of parts using it, so another page loads only what it uses of
//     the dashboard's modules, not its own code nor the rest of what it shares with others.
// The rest (other pages, dialogs, the login machine) is split as the bundler sees fit.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

interface FirstPaintGroup {
  /** Lazy parts, by the end of their source path. */
  roots: readonly string[];
  /** A signed-in part: what a public page uses too goes to the `shared` group instead. */
  signedIn?: boolean;
  /**
   * The group that takes what this group's parts share with the groups after it (the controls,
   * the signed-in parts), so a signed-in page does not load the rest of this one (the sign-in
   * form's own code).
   */
  laterShare?: string;
  /**
   * The group that takes what this group's parts share with any other lazy part (a signed-in
   * page, a dialog, a sign-in step), one chunk per set of parts using it (`<group>-…`), so such a
   * part loads only the libraries and components it has in common with them.
   */
  otherPartsShare?: string;
}

/** The signed-in area: every part behind sign-in loads from it. */
const signedInArea = 'src/app/authenticated-area.tsx';
/**
 * The modules that load the app's pages lazily: every lazy part they load is a public page,
 * but for the signed-in area, the dashboard (which the entry loads beside the area) and the
 * sign-in flow (whose steps lead into the signed-in area).
 */
const pageSwitches = /\/src\/app\/(app|first-paint)\.tsx?$/;
const leadsToSignedIn =
  /\/src\/(app\/authenticated-area|app\/routes\/dashboard-route|features\/auth\/login-flow\/)/;

/**
 * Lazy parts that share one chunk with what they use and the entry does not, in order: a module
 * goes to the first group that uses it. Other public pages load the sign-in chunk too for the
 * parts they share with it, and the controls chunk for react-aria's fields and buttons.
 */
export const firstPaintGroups: Readonly<Record<string, FirstPaintGroup>> = {
  // What the sign-in form shares with signed-in pages (layout, text, banners, the API errors),
  // taken before the sign-in group so the bundler does not pull it into that group's chunk
  // with the modules that import it.
  basics: { roots: [] },
  'sign-in': {
    roots: [
      'src/features/auth/login-flow/login-flow.tsx',
      'src/features/auth/routes/login-page.tsx',
    ],
    laterShare: 'basics',
  },
  // The design system's react-aria controls, which the sign-in form does without (it is built
  // of the plain parts) and nearly every other page uses: one chunk, rather than a share of them
  // in each `shared-…` chunk.
  controls: {
    roots: [
      'Button/Button.tsx',
      'IconButton/IconButton.tsx',
      'Link/Link.tsx',
      'Form/Form.tsx',
      'TextField/TextField.tsx',
      'PasswordField/PasswordField.tsx',
    ].map((component) => `packages/design-system/src/components/${component}`),
  },
  // The frame of every signed-in page (sidebar, header), then the page most visits open.
  'signed-in': { roots: [signedInArea], signedIn: true },
  // What the dashboard shares with other lazy parts (`pages-…`): in the dashboard's chunk, every
  // page using a table or a select loaded the dashboard's own code too, and in one chunk every
  // page loaded the tables, selects and the rest (some 15 KB more for most of them).
  pages: { roots: [], signedIn: true },
  dashboard: {
    roots: ['src/app/routes/dashboard-route.tsx'],
    signedIn: true,
    otherPartsShare: 'pages',
  },
};

/** The groups of what signed-in parts and public pages both use (`shared-<pages>`). */
export const sharedGroup = 'shared';

/** The chunk groups in the order they take modules: `shared` right after `sign-in`. */
const groupNames = [
  ...Object.keys(firstPaintGroups).filter((name) => !firstPaintGroups[name]?.signedIn),
  sharedGroup,
  ...Object.keys(firstPaintGroups).filter((name) => firstPaintGroups[name]?.signedIn),
];

const slashed = (id: string) => id.replace(/\\/g, '/');
const isEntryModule = (id: string) => /\/src\/main\.tsx$|\/index\.html$/.test(slashed(id));

/**
 * A barrel: a module that only passes on what other modules export, as a workspace package's
 * index (`packages/<name>/src/index.ts`) and many published packages' entry files do (the
 * number formatting of `@internationalized/number`, each of react-aria's subpaths). Walking
 * through one would take every part it names into the chunk of a page that uses one of them:
 * through a barrel, the walk follows only the names the importer imports.
 */
interface Barrel {
  /** The package it belongs to (the name importers write), or null for an app module. */
  packageName: string | null;
  /** Exported name → the module file it comes from, without extension. */
  sources: Map<string, string>;
}

const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** `A`, `A as B` or `type A` from an import or export list: [the name before, the name after]. */
function namesOfList(list: string): [string, string][] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !item.startsWith('type '))
    .map((item) => {
      const [before = '', after = before] = item.split(/\s+as\s+/);
      return [before.trim(), after.trim()];
    });
}

/** The package a module file belongs to, by its `node_modules` folder or workspace package. */
function packageNameOf(path: string): string | null {
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = path.slice(modules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /^(.*\/packages\/[^/]+)\/src\//.exec(path);
  if (!workspace?.[1]) return null;
  return (JSON.parse(readFileSync(join(workspace[1], 'package.json'), 'utf8')) as { name: string })
    .name;
}

const comments = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const importFrom = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
const exportFrom = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
const exportList = /export\s*\{([^}]*)\};?/g;
const bareImport = /import\s*['"][^'"]+['"];?/g;
const typesOnly = /(import|export)\s+type\s*(\{[^}]*\}|\*)\s*from\s*['"][^'"]+['"];?/g;

function barrelOf(id: string): Barrel | null {
  const path = slashed(id);
  if (!/\.(m?js|tsx?)$/.test(path)) return null;
  let code: string;
  try {
    code = readFileSync(path, 'utf8').replace(comments, '').replace(typesOnly, '');
  } catch {
    return null;
  }
  const rest = code
    .replace(exportFrom, '')
    .replace(importFrom, '')
    .replace(exportList, '')
    .replace(bareImport, '');
  if (rest.trim() !== '') return null;
  const from = (specifier: string) =>
    specifier.startsWith('.') ? withoutExtension(resolve(dirname(path), specifier)) : null;
  const sources = new Map<string, string>();
  for (const [, list = '', specifier = ''] of code.matchAll(exportFrom)) {
    const source = from(specifier);
    if (source) for (const [, exported] of namesOfList(list)) sources.set(exported, source);
  }
  const locals = new Map<string, string>();
  for (const [, list = '', specifier = ''] of code.matchAll(importFrom)) {
    const source = from(specifier);
    if (source) for (const [, local] of namesOfList(list)) locals.set(local, source);
  }
  for (const [, list = ''] of code.replace(exportFrom, '').matchAll(exportList)) {
    for (const [local, exported] of namesOfList(list)) {
      const source = locals.get(local);
      if (source) sources.set(exported, source);
    }
  }
  if (sources.size === 0) return null;
  return { packageName: packageNameOf(path), sources };
}

/**
 * The names a source file imports from a barrel: from the barrel's own path, or from the
 * barrel's package (`import { A, B as C } from 'pkg'` or `'pkg/sub'`).
 */
function namesImported(importer: string, barrelId: string, barrel: Barrel): string[] {
  let code: string;
  try {
    code = readFileSync(importer, 'utf8');
  } catch {
    return [];
  }
  const target = withoutExtension(slashed(barrelId));
  const names: string[] = [];
  for (const [, list = '', specifier = ''] of code.matchAll(importFrom)) {
    const matches = specifier.startsWith('.')
      ? withoutExtension(slashed(resolve(dirname(importer), specifier))) === target ||
        withoutExtension(slashed(resolve(dirname(importer), specifier, 'index'))) === target
      : barrel.packageName !== null &&
        (specifier === barrel.packageName || specifier.startsWith(`${barrel.packageName}/`));
    if (matches) names.push(...namesOfList(list).map(([name]) => name));
  }
  return names;
}

interface ModuleGraph {
  importsOf: (id: string) => readonly string[];
  lazyImportsOf: (id: string) => readonly string[];
}

/**
 * Each module of each group, walked from the groups' lazy parts along static imports (exported
 * for its test).
 */
export function walkGroups(ids: readonly string[], graph: ModuleGraph) {
  const { importsOf, lazyImportsOf } = graph;
  const barrels = new Map<string, Barrel | null>();
  const barrelAt = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, barrelOf(id));
    return barrels.get(id) ?? null;
  };
  /** The modules `id` uses directly: through a barrel, only the parts it names. */
  const usesOf = (id: string): string[] =>
    importsOf(id).flatMap((imported) => {
      const barrel = barrelAt(imported);
      if (!barrel) return [imported];
      const wanted = namesImported(id, imported, barrel).flatMap((name) => {
        const source = barrel.sources.get(name);
        return source ? [slashed(source)] : [];
      });
      return importsOf(imported).filter((target) =>
        wanted.includes(withoutExtension(slashed(target))),
      );
    });
  const rootsOf = (roots: readonly string[]) =>
    ids.filter((id) => roots.some((root) => slashed(id).endsWith(root)));
  // What each public page uses before it paints: its lazy part's static imports.
  const publicParts = ids
    .filter((id) => pageSwitches.test(slashed(id)))
    .flatMap((id) => lazyImportsOf(id))
    .filter(
      (part, index, all) => !leadsToSignedIn.test(slashed(part)) && all.indexOf(part) === index,
    );
  /** Module → the parts (their indexes in `parts`) whose static imports reach it. */
  const partsUsing = (parts: readonly string[]) => {
    const usedBy = new Map<string, number[]>();
    parts.forEach((part, index) => {
      const seen = new Set<string>();
      const stack = [part];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        usedBy.set(id, [...(usedBy.get(id) ?? []), index]);
        stack.push(...usesOf(id));
      }
    });
    return usedBy;
  };
  /** Module → the public pages (their indexes in `publicParts`) that use it. */
  const usedInPublic = partsUsing(publicParts);
  /** What the groups after the `index`th use (for a group's `laterShare`). */
  const usedLater = (index: number) => {
    const used = new Set<string>();
    const stack = rootsOf(
      Object.values(firstPaintGroups)
        .slice(index + 1)
        .flatMap((group) => group.roots),
    );
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (used.has(id)) continue;
      used.add(id);
      stack.push(...usesOf(id));
    }
    return used;
  };
  /** Module → the lazy parts other than `roots` (and the signed-in area) that use it. */
  const usedByOtherParts = (roots: readonly string[]) => {
    const own = new Set([...rootsOf(roots), ...rootsOf([signedInArea])]);
    return partsUsing(
      [...new Set(ids.flatMap((id) => lazyImportsOf(id)))].filter((part) => !own.has(part)),
    );
  };
  const found = new Map<string, string>();
  for (const [index, [group, { roots, signedIn, laterShare, otherPartsShare }]] of Object.entries(
    firstPaintGroups,
  ).entries()) {
    const later = laterShare ? usedLater(index) : new Set<string>();
    const elsewhere = otherPartsShare ? usedByOtherParts(roots) : new Map<string, number[]>();
    const stack = rootsOf(roots);
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (found.has(id)) continue;
      // One shared chunk per set of public pages: each of them loads only what it uses.
      const pages = signedIn ? usedInPublic.get(id) : undefined;
      const share =
        laterShare && later.has(id)
          ? laterShare
          : otherPartsShare && elsewhere.has(id)
            ? `${otherPartsShare}-${elsewhere.get(id)?.join('.') ?? ''}`
            : undefined;
      found.set(id, pages ? `${sharedGroup}-${pages.join('.')}` : (share ?? group));
      stack.push(...usesOf(id));
    }
  }
  return found;
}

export function firstPaintChunks(): CodeSplitting {
  // Every module the bundler has: the walk needs the entry's too (the pages' lazy imports).
  const candidates = new Set<string>();
  let groupOf: Map<string, string> | undefined;
  const names = groupNames;
  return {
    groups: [
      {
        name: 'initial',
        tags: ['$initial'],
        test: (id) => {
          candidates.add(id);
          return !isEntryModule(id);
        },
        priority: names.length + 1,
      },
      // One group each, the first listed first: a group takes in what its modules import that
      // no earlier group took, so the sign-in form never waits for the dashboard's chunk.
      ...names.map((group, index) => ({
        // The bundler makes every `test` call of a group before its first `name` call.
        name: (id: string, context: Rolldown.ChunkingContext) => {
          groupOf ??= walkGroups([...candidates], {
            importsOf: (moduleId) => context.getModuleInfo(moduleId)?.importedIds ?? [],
            lazyImportsOf: (moduleId) =>
              context.getModuleInfo(moduleId)?.dynamicallyImportedIds ?? [],
          });
          const found = groupOf.get(id);
          if (group === sharedGroup) return found?.startsWith(`${sharedGroup}-`) ? found : null;
          if (Object.values(firstPaintGroups).some((other) => other.otherPartsShare === group))
            return found?.startsWith(`${group}-`) ? found : null;
          return found === group ? group : null;
        },
        test: (id: string) => {
          if (index === 0) candidates.add(id);
          return true;
        },
        priority: names.length - index,
      })),
    ],
  };
}
