// The Outlay process as `npm start` runs it (demo mode, PGlite), on a fresh database in a
// temporary folder, for the benchmarks that drive it from a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the server on `port` and resolves once its health check answers (seeding included). */
export async function startDemoServer({ port, timeoutMs = 300_000 }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'outlay-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      OUTLAY_DEMO: '1',
      OUTLAY_DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/api/health-check`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet: migrating and seeding the demo.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`The server did not answer on ${origin} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
