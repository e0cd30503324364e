#!/usr/bin/env node
// Quick start, command 2: install what the tests need, then run every check and test there is.
// Each step runs even when an earlier one failed, so one run shows every problem; the exit
// code is non-zero when any step failed. CI (`.ci/run`) runs exactly this.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './lib/postgres.mjs';
import { printE2eSummary } from './lib/e2e-summary.mjs';
import { assertNodeVersion, runStep, step } from './lib/steps.mjs';
import { ensureDebianPackage } from './lib/system-packages.mjs';
import { ensureOcr } from './ensure-ocr.mjs';
import { runPnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const isCI = Boolean(process.env.CI);
const withPostgres = isCI || process.env.OUTLAY_TEST_POSTGRES === '1';
assertNodeVersion();

step('Installing dependencies', () =>
  runPnpm(['install', '--frozen-lockfile', '--prefer-offline']),
);
step('Checking the browser for the tests', () =>
  ensureDebianPackage({
    name: 'chromium',
    probe: '/usr/bin/chromium',
    purpose: 'The browser tests',
  })
    ? 0
    : 1,
);
// The receipt inbox reads PDFs (poppler) and photos (Tesseract, eng/spa/por) on this machine.
step('Checking the receipt readers for the tests', () => (ensureOcr() ? 0 : 1));

const npx =
  (...args) =>
  () =>
    spawnSync('npx', ['--no-install', ...args], { cwd: root, stdio: 'inherit', env: process.env })
      .status ?? 1;
const node =
  (...args) =>
  () =>
    spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const lintWithRoom = () =>
  spawnSync('npx', ['--no-install', 'eslint', '.', '--max-warnings=0'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim(),
    },
  }).status ?? 1;

const steps = [
  ['Contract lint (Redocly)', npx('redocly', 'lint', 'openapi/outlay.yaml', '--format=stylish')],
  ['Generated client is up to date', node('scripts/check-generated.mjs')],
  [
    'Generated table types are up to date',
    () => runPnpm(['--filter', '@outlay/api', 'exec', 'tsx', 'scripts/db-types.ts', '--check']),
  ],
  ['Message catalogs are complete', node('scripts/check-catalogs.mjs')],
  ['Typecheck', () => runPnpm(['-r', 'typecheck'])],
  // Typed linting holds every project's TypeScript program at once: past Node's default 4 GB heap
  // on this tree (the step died of it), so it gets 8 GB of the machine's 24.
  ['Lint', lintWithRoom],
  ['Format', npx('prettier', '--check', '.')],
  ['Unit, component and story tests (Vitest)', npx('vitest', 'run')],
  // Every design-card flow's model reaches all its states and transitions (QA's paths).
  [
    'Flow paths and model coverage (qa:paths)',
    () =>
      runPnpm([
        '--filter',
        '@outlay/machines',
        'exec',
        'tsx',
        'src/testing/qa-paths.ts',
        '--summary',
      ]),
  ],
  ['Build the web app', () => runPnpm(['--filter', '@outlay/web', 'build'])],
  ['Build Storybook', npx('storybook', 'build', '-o', 'storybook-static', '--quiet')],
  ['End-to-end tests (Playwright, real server, Chromium)', npx('playwright', 'test')],
];

// A report left by an earlier run must not be read as this run's.
const e2eReport = join(root, 'playwright-report', 'e2e.json');
rmSync(e2eReport, { force: true });

const failures = [];
for (const [name, run] of steps) {
  if (!runStep(name, run)) failures.push(name);
}

if (withPostgres) {
  const pg = startPostgres();
  if (!pg) {
    failures.push('Start PostgreSQL');
  } else {
    const name = 'Server tests on PostgreSQL';
    const env = { ...process.env, DATABASE_URL: pg.url };
    if (!runStep(name, () => runPnpm(['--filter', '@outlay/api', 'test:postgres'], { env })))
      failures.push(name);
    // Two servers on one PostgreSQL behind HAProxy, one of them killed half-way (issue 38):
    // the cluster script makes a database of its own on this server.
    const cluster = 'Several servers behind HAProxy (Playwright)';
    const runCluster = () =>
      spawnSync(
        'npx',
        ['--no-install', 'playwright', 'test', '-c', 'playwright.cluster.config.ts'],
        {
          cwd: root,
          stdio: 'inherit',
          env,
        },
      ).status ?? 1;
    if (!runStep(cluster, runCluster)) failures.push(cluster);
    pg.stop();
  }
}

printE2eSummary(e2eReport, 'End-to-end tests that failed or needed a retry');

if (failures.length > 0) {
  console.error(`\n✖ ${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\n✔ Every check and test passed.');
