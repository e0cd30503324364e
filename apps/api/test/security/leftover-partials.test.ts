// Security probe, clean recovery: the temporary files of uploads cut short by a stop or a
// crash are removed at start and, while the server runs, by a sweep; a fresh one (another
// instance's upload in flight) and the stored files stay.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { removeLeftoverPartials } from '../../src/files/leftover-partials.js';
import { startTestServer } from '../support/test-server.js';
import { waitFor } from '../support/wait-for.js';

const AFTER_MS = loadConfig({ NODE_ENV: 'test' }).leftoverPartials.afterMs;

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A files folder with a stale partial, a fresh one and a stored file. */
async function filesFolder() {
  const root = await mkdtemp(join(tmpdir(), 'outlay-partials-'));
  folders.push(root);
  const folder = join(root, 'receipts', '12');
  await mkdir(folder, { recursive: true });
  const stale = join(folder, 'a.1b2c.partial');
  const fresh = join(folder, 'b.3d4e.partial');
  const stored = join(folder, 'c');
  for (const path of [stale, fresh, stored]) await writeFile(path, 'bytes');
  const old = new Date(Date.now() - AFTER_MS - 60_000);
  await utimes(stale, old, old);
  return { root, folder };
}

describe('leftover upload files', () => {
  it('are removed at start when older than an upload could take', async () => {
    const { root, folder } = await filesFolder();
    expect(await removeLeftoverPartials(root, AFTER_MS)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(['b.3d4e.partial', 'c']);
  });

  it('are swept while the server runs, not only at its next start', async () => {
    const { root, folder } = await filesFolder();
    const server = await startTestServer({
      config: { filesDir: root, leftoverPartials: { afterMs: AFTER_MS, sweepEveryMs: 20 } },
    });
    try {
      const left = await waitFor(async () => {
        const names = (await readdir(folder)).sort();
        return names.includes('a.1b2c.partial') ? undefined : names;
      });
      expect(left).toEqual(['b.3d4e.partial', 'c']);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('does nothing when the folder does not exist yet', async () => {
    expect(await removeLeftoverPartials(join(tmpdir(), 'outlay-no-such-folder-x9'), AFTER_MS)).toBe(
      0,
    );
  });
});
