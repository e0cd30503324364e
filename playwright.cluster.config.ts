import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/chromium';

// Several servers (issue 38): two Outlay processes on one PostgreSQL, files in one S3-compatible
// store, Debian's HAProxy in front; the browser only ever talks to HAProxy. The cluster script
// writes its servers' pids to the state file, so the spec can kill one in the middle of the run.
const port = Number(process.env.E2E_CLUSTER_PORT ?? 4180);
const stateFile =
  process.env.OUTLAY_CLUSTER_STATE ?? join(tmpdir(), `outlay-cluster-${String(port)}.json`);
// The spec reads the same file (workers inherit the runner's environment).
process.env.OUTLAY_CLUSTER_STATE = stateFile;

export default defineConfig({
  testDir: 'e2e-cluster',
  // Upper bounds, not waits: one browser, two servers, HAProxy and PostgreSQL on two cores.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${String(port)}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/cluster-server.mjs',
    url: `http://localhost:${String(port)}/api/health-check`,
    reuseExistingServer: false,
    // A fresh database migrated and seeded, then a second server, then HAProxy.
    timeout: 400_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM, so the script stops what outlives its process group: PostgreSQL, the database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: { PORT: String(port), OUTLAY_CLUSTER_STATE: stateFile },
  },
});
