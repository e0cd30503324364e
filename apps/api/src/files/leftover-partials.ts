import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * An upload's temporary file lives only while it streams; one older than this was left by a
 * process that stopped mid-upload. Younger ones may belong to another instance sharing the
 * folder, so they stay.
 */
export const LEFTOVER_PARTIAL_SECONDS = 60 * 60;

/** Removes the `.partial` files a stopped process left under `root`; answers how many. */
export async function removeLeftoverPartials(root: string, now = new Date()): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    },
  );
  const cutoff = now.getTime() - LEFTOVER_PARTIAL_SECONDS * 1000;
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
    const path = join(entry.parentPath, entry.name);
    const { mtimeMs } = await stat(path);
    if (mtimeMs < cutoff) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
