// The processes a bench starts: the real server and the hello-world, each in its own process.
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The server as production runs it on `port`, without the web app, logging warnings only. */
export function productionEnv(secret: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    OUTLAY_SECRET: secret,
    OUTLAY_WEB_DIST: join(tmpdir(), 'outlay-bench-no-web'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
}

/** A script of apps/api run through tsx; `nodeArgs` go to node itself (a CPU profile). */
export function start(
  script: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): ChildProcess {
  return fork(join(here, '..', script), [], {
    cwd: join(here, '..'),
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Ends a child and waits for it (a CPU profile is written as it exits). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
