import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDirectory } from '../src/db/directory-lock.js';

let base: string;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'outlay-lock-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('the PGlite folder lock', () => {
  it('is refused while a live process holds it', async () => {
    const dir = join(base, 'pglite');
    // pid 1 is always alive: another server, as far as the lock can tell.
    await writeFile(`${dir}.lock`, '1');
    expect(() => lockDirectory(dir, 'The PGlite database')).toThrow(/in use by process 1/);
  });

  it('takes over a lock left by a process that died, and releases it', async () => {
    const dir = join(base, 'pglite');
    await writeFile(`${dir}.lock`, '99999999');
    const release = lockDirectory(dir, 'The PGlite database');
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
