#!/usr/bin/env node
// Quick start, command 1: install what is missing, build the web app when its sources changed,
// then run the one Outlay process (API + SPA) on its embedded database with demo data.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNodeVersion, step } from './lib/steps.mjs';
import { runPnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
assertNodeVersion();

step('Installing dependencies', () =>
  runPnpm(['install', '--frozen-lockfile', '--prefer-offline']),
);

const dist = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'packages/design-system/src',
  'packages/api-client/src',
  'packages/machines/src',
  'packages/rules/src',
];
if (!existsSync(dist) || newestChange(sources) > statSync(dist).mtimeMs) {
  step('Building the web app', () => runPnpm(['--filter', '@outlay/web', 'build']));
}

const child = spawn(process.execPath, ['scripts/pnpm.mjs', '--filter', '@outlay/api', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { OUTLAY_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

function newestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}
