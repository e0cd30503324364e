// Security probe, clean recovery: the PGlite folder's lock file held a pid, and a start refused
// while that pid was alive. After a crash and a restart the pid often belongs to some other
// program, and Outlay would not start again until someone deleted the file. The lock now
// records which process took it (its pid and its start), so only that very process holds it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDirectory, processStart } from '../../src/db/directory-lock.js';
import { openPglite } from '../../src/db/pglite.js';
import { sqlRows } from '../support/sql-rows.js';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const HOLDER = fileURLToPath(new URL('./support/hold-directory-lock.ts', import.meta.url));

let base: string;
let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'outlay-lock-'));
  dir = join(base, 'pglite');
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill();
  await rm(base, { recursive: true, force: true });
});

/** Some other program (not Outlay), alive for the length of a test. */
function otherProgram(): ChildProcess & { pid: number } {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child as ChildProcess & { pid: number };
}

/** Another Outlay process holding the lock, as a second server would. */
async function outlayHolding(folder: string): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, folder], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${String(code)}`)));
  });
  if (child.pid === undefined) throw new Error('the holder did not start');
  return child as ChildProcess & { pid: number };
}

describe('a lock left by a server that is gone', () => {
  it('is taken over when its pid now belongs to another program', async () => {
    const other = otherProgram();
    // Written by the Outlay process that had this pid before: another start.
    await writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid: other.pid, started: 'linux:an-earlier-boot:4242' }),
    );
    const release = lockDirectory(dir, 'The PGlite database');
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toEqual({
      pid: process.pid,
      started: processStart(process.pid),
    });
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is taken over in the older format (the pid alone) when that pid is not Outlay', async () => {
    const other = otherProgram();
    await writeFile(`${dir}.lock`, String(other.pid));
    lockDirectory(dir, 'The PGlite database')();
  });

  it('is taken over when its process died', async () => {
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: 99_999_999, started: 'x' }));
    lockDirectory(dir, 'The PGlite database')();
  });

  it('does not stop the database from opening', async () => {
    const other = otherProgram();
    await writeFile(`${dir}.lock`, JSON.stringify({ pid: other.pid, started: 'earlier' }));
    const db = await openPglite(dir);
    try {
      expect(await sqlRows<{ one: number }>(db, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('a lock held by a running Outlay process', () => {
  it('refuses a second one, naming the process', async () => {
    const holder = await outlayHolding(dir);
    expect(() => lockDirectory(dir, 'The PGlite database')).toThrow(
      `The PGlite database at ${dir} is in use by process ${String(holder.pid)}`,
    );
  }, 30_000);
});
