import { defineConfig } from 'vitest/config';

// The web app's pure modules (formats, the route table) run in Node; screens are covered by
// the design system's browser tests and the Playwright end-to-end tests.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
