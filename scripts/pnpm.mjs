#!/usr/bin/env node
// Runs the workspace's pnpm whether or not pnpm is installed: a fresh machine has only
// Node and npm, and corepack fails its signature check against this registry.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packageManager } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const wanted = packageManager.replace(/^pnpm@/, '');

export function runPnpm(args, options = {}) {
  const hasLocal = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const useLocal = hasLocal.status === 0 && hasLocal.stdout.trim() === wanted;
  const [command, prefix] = useLocal ? ['pnpm', []] : ['npx', ['-y', `pnpm@${wanted}`]];
  const result = spawnSync(command, [...prefix, ...args], {
    stdio: 'inherit',
    cwd: root,
    ...options,
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
