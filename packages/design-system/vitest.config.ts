import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from '../../tooling/chromium';
import { designSystemDependencies } from './optimizeDeps';

// Component tests run in Debian's Chromium (browser mode), queried by role and name.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: designSystemDependencies() },
  test: {
    name: 'design-system',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
    },
  },
});
