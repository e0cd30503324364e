// Security probe, clean recovery: started on a data folder it cannot write to, the server died
// with a bare "EACCES: permission denied, open '…/pglite.lock'" and a stack trace. It now
// stops before opening anything, naming the folder and saying what to do.
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Root writes anywhere: the start runs as `nobody` then, like a real unprivileged user. */
const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;

let base: string;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'outlay-readonly-'));
  await chmod(base, 0o755);
});
afterEach(async () => {
  await chmod(base, 0o755).catch(() => undefined);
  await rm(base, { recursive: true, force: true });
});

/** Starts the server as `npm start` does and answers its exit code and what it printed. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: tmpdir(),
        PORT: '0',
        OUTLAY_JOBS_WORKERS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that started anyway would run for ever: stop it, the test then fails.
    const timer = setTimeout(() => child.kill(), 45_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a data folder Outlay cannot write to', () => {
  it('stops the start with a message naming the folder and what to do', async () => {
    const data = join(base, 'data');
    await mkdir(data);
    await chmod(data, 0o555);
    const { code, output } = await start({ OUTLAY_DATA_DIR: data });
    expect(code).toBe(1);
    expect(output).toContain(`Outlay cannot write to its data folder ${data}`);
    expect(output).toContain('Give the user running Outlay write access to it');
    expect(output).toContain('OUTLAY_DATA_DIR');
    // The message, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('names a read-only file storage folder the same way', async () => {
    const data = join(base, 'data');
    const files = join(base, 'files');
    await mkdir(data);
    await chmod(data, 0o777);
    await mkdir(files);
    await chmod(files, 0o555);
    const { code, output } = await start({
      OUTLAY_DATA_DIR: data,
      OUTLAY_FILES_DIR: files,
    });
    expect(code).toBe(1);
    expect(output).toContain(`Outlay cannot write to its file storage folder ${files}`);
    expect(output).toContain('OUTLAY_FILES_DIR');
  }, 60_000);
});
