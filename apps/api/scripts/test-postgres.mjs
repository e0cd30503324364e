#!/usr/bin/env node
// Runs the server suite against the Postgres server in DATABASE_URL. Every test file creates
// its own schema there and drops it afterwards, so files still run in parallel.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'test:postgres needs DATABASE_URL=postgres://user:password@host:port/database (a database the user may create schemas in).',
  );
  process.exit(2);
}
const result = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: false,
});
process.exit(result.status ?? 1);
