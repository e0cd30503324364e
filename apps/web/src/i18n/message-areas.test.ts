// Each part of the app downloads only the message areas it declares (main.tsx's startMessages,
// withMessages around a lazy import, a page's own loadCatalog). A message from an area nobody
// loaded would show its id instead of its text, so this walks the imports from main.tsx, as the
// bundler splits them, and checks every message a module names against what is loaded there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// check-catalogs reads the message areas with the same code; the repo's root exports no module.
/* eslint-disable import-x/no-relative-packages */
import {
  readMessageAreas,
  resolveImport,
  sourceFiles,
  webRoot,
} from '../../../../scripts/lib/message-areas.mjs';
/* eslint-enable import-x/no-relative-packages */

const catalogFolder = join(webRoot, 'src/i18n/messages/en');
const areaOfId = new Map<string, string>();
for (const file of readdirSync(catalogFolder)) {
  const area = file.replace(/\.json$/, '');
  const catalog = JSON.parse(readFileSync(join(catalogFolder, file), 'utf8')) as object;
  for (const id of Object.keys(catalog)) areaOfId.set(id, area);
}

interface Module {
  staticImports: string[];
  dynamicImports: string[];
  /** Message ids named in full. */
  ids: string[];
  /** The fixed start of ids built from a template (`dashboard.status.${status}`). */
  prefixes: string[];
}

const files = sourceFiles();
const declared = readMessageAreas(files);

function readModule(file: string): Module {
  const text = readFileSync(join(webRoot, file), 'utf8');
  const resolved = (pattern: RegExp) =>
    [...text.matchAll(pattern)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null);
  return {
    staticImports: resolved(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm),
    dynamicImports: resolved(/\bimport\(\s*'([^']+)'\s*\)/g),
    ids: [...text.matchAll(/'([a-zA-Z][\w.-]*)'/g)]
      .map((match) => match[1] ?? '')
      .filter((literal) => areaOfId.has(literal)),
    prefixes: [...text.matchAll(/`([a-zA-Z][\w-]*\.[\w.-]*\.)\$\{/g)].map(
      (match) => match[1] ?? '',
    ),
  };
}

const modules = new Map(files.map((file) => [file, readModule(file)]));

/** Every module reached from main.tsx, with the areas loaded wherever it is reached. */
function reach(): Map<string, Set<string>[]> {
  const reached = new Map<string, Set<string>[]>();
  const seen = new Set<string>();
  const visit = (file: string, loaded: Set<string>) => {
    const key = `${file}|${[...loaded].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const module = modules.get(file);
    if (!module) return;
    const here = declared.own.has(file) ? new Set(declared.own.get(file)) : loaded;
    reached.set(file, [...(reached.get(file) ?? []), here]);
    for (const target of module.staticImports) visit(target, here);
    for (const target of module.dynamicImports) {
      visit(target, new Set([...here, ...(declared.lazy.get(target) ?? [])]));
    }
  };
  visit('src/main.tsx', new Set(declared.entry));
  return reached;
}

const reached = reach();

describe('message areas', () => {
  it('names only areas that have a catalog', () => {
    const areas = new Set(areaOfId.values());
    const named = [
      ...declared.entry,
      ...[...declared.lazy.values()].flat(),
      ...[...declared.own.values()].flat(),
    ];
    expect(named.filter((area) => !areas.has(area))).toEqual([]);
  });

  it('reaches the pages through the declarations', () => {
    expect([...reached.keys()]).toEqual(
      expect.arrayContaining([
        'src/features/auth/routes/login-page.tsx',
        'src/features/dashboard/routes/dashboard-page.tsx',
        'src/features/upload-portal/routes/upload-portal-page.tsx',
        'src/features/verification/verification-dialog.tsx',
      ]),
    );
  });

  // A failure names the message, its area and the areas loaded where the module is reached:
  // name the area in the withMessages around the lazy import that brings the module in.
  it.each([...reached.keys()].sort())('%s shows only messages its areas loaded', (file) => {
    const module = modules.get(file);
    const problems: string[] = [];
    for (const loaded of reached.get(file) ?? []) {
      const where = `loaded there: ${[...loaded].join(', ')}`;
      for (const id of module?.ids ?? []) {
        const area = areaOfId.get(id) ?? '';
        if (!loaded.has(area)) problems.push(`'${id}' is in ${area}; ${where}`);
      }
      for (const prefix of module?.prefixes ?? []) {
        const areas = new Set(
          [...areaOfId].filter(([id]) => id.startsWith(prefix)).map(([, area]) => area),
        );
        if (![...areas].some((area) => loaded.has(area))) {
          problems.push(`'${prefix}…' is in ${[...areas].join(', ')}; ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
