import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkGroups } from './first-paint-chunks';

// A small app on disk (the walk reads import lists from the files), with its module graph as
// the bundler would report it: static imports and lazy ones.
let root: string;
const files: Record<string, string> = {
  'src/app/app.tsx': `const a = () => import('./authenticated-area'); const b = () => import('../features/recovery/recovery-page');`,
  'src/features/auth/login-flow/login-flow.tsx': `import { Button } from '../../../lib/ui/index';\nexport const flow = Button;`,
  'src/features/auth/routes/login-page.tsx': `import { Button, Text, type Size } from '../../../lib/ui/index';\nexport default Button;`,
  'src/lib/ui/index.ts': `// The kit.\nexport { Button } from './button';\nexport { Text } from './text';\nexport { Table, Row } from './table';\nexport type { Size } from './size';`,
  'src/lib/ui/button.tsx': `export const Button = 1;`,
  'src/lib/ui/text.tsx': `export const Text = 7;`,
  'src/lib/ui/table.tsx': `export const Table = 2; export const Row = 3;`,
  'src/app/authenticated-area.tsx': `import { Table } from '../lib/ui/index';\nconst d = () => import('./routes/dashboard-route');`,
  'src/app/routes/dashboard-route.tsx': `import { Table, Text } from '../../lib/ui/index';\nimport { chart } from './chart';\nimport { dialog } from '../../lib/shared-dialog';`,
  'src/app/routes/chart.ts': `export const chart = 4;`,
  'src/lib/shared-dialog.tsx': `export const dialog = 5;`,
  'src/features/recovery/recovery-page.tsx': `import { dialog } from '../../lib/shared-dialog';`,
  'src/features/auth/login-flow/code-step-page.tsx': `import { chart } from '../../../app/routes/chart';`,
  'src/lib/amount.ts': `export const amount = 6;`,
  'src/lib/select.tsx': `export const select = 8;`,
  'src/features/cards/cards-page.tsx': `import { select } from '../../lib/select';`,
  'src/features/portal/portal-page.tsx': `import { amount } from '../../lib/amount';`,
};
const path = (file: string) => join(root, file);
const staticImports: Record<string, string[]> = {
  'src/features/auth/login-flow/login-flow.tsx': ['src/lib/ui/index.ts'],
  'src/features/auth/routes/login-page.tsx': ['src/lib/ui/index.ts'],
  'src/lib/ui/index.ts': ['src/lib/ui/button.tsx', 'src/lib/ui/text.tsx', 'src/lib/ui/table.tsx'],
  'src/app/authenticated-area.tsx': ['src/lib/ui/index.ts'],
  'src/app/routes/dashboard-route.tsx': [
    'src/lib/ui/index.ts',
    'src/app/routes/chart.ts',
    'src/lib/shared-dialog.tsx',
    'src/lib/amount.ts',
    'src/lib/select.tsx',
  ],
  'src/features/cards/cards-page.tsx': ['src/lib/select.tsx'],
  'src/features/recovery/recovery-page.tsx': ['src/lib/shared-dialog.tsx'],
  'src/features/auth/login-flow/code-step-page.tsx': ['src/app/routes/chart.ts'],
  'src/features/portal/portal-page.tsx': ['src/lib/amount.ts'],
};
const lazyImports: Record<string, string[]> = {
  'src/app/app.tsx': [
    'src/app/authenticated-area.tsx',
    'src/features/recovery/recovery-page.tsx',
    'src/features/portal/portal-page.tsx',
    'src/features/auth/login-flow/login-flow.tsx',
  ],
  'src/features/auth/login-flow/login-flow.tsx': [
    'src/features/auth/login-flow/code-step-page.tsx',
  ],
  'src/app/authenticated-area.tsx': [
    'src/app/routes/dashboard-route.tsx',
    'src/features/cards/cards-page.tsx',
  ],
};
const fileOf = (id: string) => id.slice(root.length + 1);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'outlay-first-paint-'));
  for (const [file, code] of Object.entries(files)) {
    await mkdir(dirname(path(file)), { recursive: true });
    await writeFile(path(file), code);
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function groups() {
  const found = walkGroups(Object.keys(files).map(path), {
    importsOf: (id) => (staticImports[fileOf(id)] ?? []).map(path),
    lazyImportsOf: (id) => (lazyImports[fileOf(id)] ?? []).map(path),
  });
  return Object.fromEntries([...found].map(([id, group]) => [fileOf(id), group]));
}

describe('the first-paint groups', () => {
  it('take through a barrel only the parts the importer names', () => {
    const found = groups();
    expect(found['src/lib/ui/button.tsx']).toBe('sign-in');
    expect(found['src/lib/ui/table.tsx']).not.toBe('sign-in');
  });

  it('give what the sign-in form shares with later groups to basics, keeping its own code apart', () => {
    const found = groups();
    expect(found['src/lib/ui/text.tsx']).toBe('basics');
    expect(found['src/lib/ui/button.tsx']).toBe('sign-in');
    expect(found['src/features/auth/routes/login-page.tsx']).toBe('sign-in');
  });

  it('give a module to the first group that uses it', () => {
    const found = groups();
    expect(found['src/app/authenticated-area.tsx']).toBe('signed-in');
    expect(found['src/lib/ui/table.tsx']).toBe('signed-in');
    expect(found['src/app/routes/dashboard-route.tsx']).toBe('dashboard');
  });

  it('give what the dashboard shares with another lazy part to the pages group, keeping its own code apart', () => {
    const found = groups();
    expect(found['src/app/routes/chart.ts']).toMatch(/^pages-/);
    expect(found['src/app/routes/dashboard-route.tsx']).toBe('dashboard');
  });

  it('give each set of lazy parts sharing the dashboard’s modules its own chunk', () => {
    const found = groups();
    expect(found['src/lib/select.tsx']).toMatch(/^pages-/);
    expect(found['src/lib/select.tsx']).not.toBe(found['src/app/routes/chart.ts']);
    expect(found['src/features/cards/cards-page.tsx']).toBeUndefined();
  });

  it('give what a public page uses too to the shared group, never to a signed-in one', () => {
    expect(groups()['src/lib/shared-dialog.tsx']).toMatch(/^shared-/);
  });

  it('give each set of public pages its own shared chunk, so none loads what it does not use', () => {
    const found = groups();
    expect(found['src/lib/amount.ts']).toMatch(/^shared-/);
    expect(found['src/lib/amount.ts']).not.toBe(found['src/lib/shared-dialog.tsx']);
  });

  it('leave out of every group what only a public page uses', () => {
    expect(groups()['src/features/recovery/recovery-page.tsx']).toBeUndefined();
  });

  it('let the sign-in steps, which lead to the dashboard, share its pages chunk', () => {
    expect(groups()['src/app/routes/chart.ts']).toMatch(/^pages-/);
  });
});
