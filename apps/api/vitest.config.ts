import { defineConfig } from 'vitest/config';

// Server tests run on PGlite in memory, each test server on a database of its own copied from
// the run's seeded template; with DATABASE_URL set (`test:postgres`) each server gets a
// database of its own on that server (copied from a template database), and a file that opens
// an empty database a schema of its own.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The seeded demo database every test server copies (test/support/seeded-template.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Files share their worker's modules: the server's code, the contract and its compiled
    // validators, PGlite's WebAssembly are loaded once per worker rather than once per file
    // (each file still starts its own servers on its own databases; no file mocks a module).
    isolate: false,
    // Two files at a time (Vitest's default on two cores is one): every file has its own
    // servers and databases, so they do not meet. Matters when this package runs alone, as the
    // PostgreSQL step does.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
