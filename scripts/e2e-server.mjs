#!/usr/bin/env node
// The server the end-to-end tests talk to: the real Outlay process in demo mode, on a fresh
// PGlite database in a temporary folder, serving the web app built by the test command.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// OUTLAY_WEB_DIST lets parallel runs each serve their own build.
const webDist = process.env.OUTLAY_WEB_DIST ?? join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`${webDist} has no index.html: build the web app first (pnpm build).`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'outlay-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    OUTLAY_DEMO: '1',
    OUTLAY_DATA_DIR: dataDir,
    OUTLAY_WEB_DIST: webDist,
    NODE_ENV: 'test',
    // Every browser of the run signs in from one address, many times a minute.
    OUTLAY_RATE_LIMIT_FACTOR: process.env.OUTLAY_RATE_LIMIT_FACTOR ?? '20',
    // The sandbox SAT hands over a page of invoices every 2 s, not every 15 s as in the demo,
    // so a run's download finishes while its test waits for it.
    OUTLAY_SAT_SANDBOX_PAGE_MS: process.env.OUTLAY_SAT_SANDBOX_PAGE_MS ?? '2000',
    // SPEI settles minutes after STP acknowledges it; the walk waits seconds.
    OUTLAY_PAYMENT_RAIL_SANDBOX_SETTLE_MS:
      process.env.OUTLAY_PAYMENT_RAIL_SANDBOX_SETTLE_MS ?? '3000',
    // Receipt mail for the run's own server (e2e/support/smtp.ts sends to the same port), away
    // from the 2525 a demo server on this machine may hold.
    OUTLAY_SMTP_PORT:
      process.env.OUTLAY_SMTP_PORT ?? String(Number(process.env.PORT ?? 4173) + 2000),
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
