#!/usr/bin/env node
// The bulk payments figure (issue 40): runs the API's bulk test with OUTLAY_BENCH set, so its
// 1,000-row batch prints how long checking, storing and placing its rows took (rows/s). No
// timed assertion: the figure is for reading, on PGlite by default or on PostgreSQL with
// DATABASE_URL.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'test/bulk-payments.test.ts', '-t', '1,000-row'],
  { stdio: 'inherit', env: { ...process.env, OUTLAY_BENCH: '1' } },
);
process.exit(run.status ?? 1);
