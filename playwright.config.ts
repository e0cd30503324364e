import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/chromium';

// End-to-end tests drive Debian's Chromium against the real server, started here on its own
// port with a fresh, freshly seeded database for every run.
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // Upper bounds, not waits: a test goes on as soon as its state shows. Two workers, the server
  // and axe share two cores, where a walk with several axe runs takes a minute on its own.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // On CI a test that fails gets one more run, so a shared two-core machine's hiccup does not
  // cost a whole run; the JSON report names every test that needed it (scripts/lib/e2e-summary),
  // printed at the end of the run so a flaky test is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'playwright-report/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health-check`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
