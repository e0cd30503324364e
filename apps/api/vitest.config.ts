import { defineConfig } from 'vitest/config';

// Server tests run on PGlite in memory, one database per file; with DATABASE_URL set
// (`test:postgres`) each file gets its own schema on that server instead.
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
