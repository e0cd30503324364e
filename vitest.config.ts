import { defineConfig } from 'vitest/config';

// Each package owns its test setup; this file only gathers them so `vitest run` at the root
// runs everything that is not a Playwright end-to-end test.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
