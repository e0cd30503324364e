import { defineConfig } from 'vitest/config';

// Each package owns its test setup; this file only gathers them so `vitest run` at the root
// runs everything that is not a Playwright end-to-end test.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1): the node projects then ran one
    // file at a time while the main process and the browser projects' Chromium idled between
    // them. Two workers keep both cores busy; each browser project still opens one page.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
