// Security probe, clean recovery: the temporary files of uploads cut short by a stop or a
// crash are removed at start; a fresh one (another instance's upload in flight) and the
// stored files stay.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LEFTOVER_PARTIAL_SECONDS,
  removeLeftoverPartials,
} from '../../src/files/leftover-partials.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('leftover upload files', () => {
  it('are removed at start when older than an upload could take', async () => {
    const root = await mkdtemp(join(tmpdir(), 'outlay-partials-'));
    folders.push(root);
    const folder = join(root, 'receipts', '12');
    await mkdir(folder, { recursive: true });
    const stale = join(folder, 'a.1b2c.partial');
    const fresh = join(folder, 'b.3d4e.partial');
    const stored = join(folder, 'c');
    for (const path of [stale, fresh, stored]) await writeFile(path, 'bytes');
    const old = new Date(Date.now() - (LEFTOVER_PARTIAL_SECONDS + 60) * 1000);
    await utimes(stale, old, old);

    expect(await removeLeftoverPartials(root)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(['b.3d4e.partial', 'c']);
  });

  it('does nothing when the folder does not exist yet', async () => {
    expect(await removeLeftoverPartials(join(tmpdir(), 'outlay-no-such-folder-x9'))).toBe(0);
  });
});
