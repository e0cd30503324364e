import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from '../tooling/chromium';

/**
 * A vitest project in which every story is a test: it renders, runs its play function, then
 * the a11y addon checks it with axe (`parameters.a11y.test = 'error'` in preview.tsx fails the
 * test on any violation). `theme` runs every story in that theme unless the story sets one.
 */
export function storybookProject({ name, theme }: { name: string; theme: 'light' | 'dark' }) {
  return defineConfig({
    plugins: [
      storybookTest({
        configDir: fileURLToPath(new URL('.', import.meta.url)),
        initialGlobals: { theme },
      }),
    ],
    // Pre-bundle every dependency the stories import before the first test, instead of
    // finding them mid-run and reloading the page (which fails the stories being loaded).
    optimizeDeps: {
      entries: ['packages/design-system/src/**/*.stories.tsx', 'apps/web/src/**/*.stories.tsx'],
      // Imported by the code vanilla-extract generates, so the scan cannot see them.
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    test: {
      // A flow story explores its model in the browser first (sign-up's is large): on a cold CI
      // browser that alone took longer than the default 15 s.
      testTimeout: 45_000,
      name,
      browser: {
        enabled: true,
        headless: true,
        // Reduced motion: overlays appear without their entrance animation, so a play
        // function never measures a dialog halfway through fading in.
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1280, height: 800 },
        screenshotFailures: false,
      },
    },
  });
}
