import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** How long a `.partial` file may go untouched before it counts as left behind. */
export interface LeftoverPartials {
  /**
   * Longer than any upload may take: a younger one may be another instance's upload in
   * flight (they share the folder), so it stays.
   */
  afterMs: number;
  /** How often a running server looks for them. */
  sweepEveryMs: number;
}

/**
 * An upload streams into its `.partial` file only while its request lasts, and a request is
 * cut at the request timeout; twice that and a minute more is past any live upload.
 */
export function leftoverPartialsFor(requestTimeoutMs: number): LeftoverPartials {
  const afterMs = 2 * requestTimeoutMs + 60_000;
  return { afterMs, sweepEveryMs: afterMs };
}

/** Removes the `.partial` files a stopped process left under `root`; answers how many. */
export async function removeLeftoverPartials(
  root: string,
  afterMs: number,
  now = new Date(),
): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    },
  );
  const cutoff = now.getTime() - afterMs;
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
    const path = join(entry.parentPath, entry.name);
    // Gone already: its upload finished (renamed) or another instance swept it.
    const mtimeMs = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (mtimeMs !== undefined && mtimeMs < cutoff) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Sweeps `root` every `sweepEveryMs` while the server runs: a process that crashed mid-upload
 * is often restarted elsewhere, or not at all, so the sweep at start alone could leave its
 * files for good. Answers the function that stops it.
 */
export function sweepLeftoverPartials(
  root: string,
  rules: LeftoverPartials,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // File times are the file system's, so they are compared with the wall clock.
    removeLeftoverPartials(root, rules.afterMs, new Date())
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed leftover upload files');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'leftover upload sweep failed'))
      .finally(() => {
        running = false;
      });
  }, rules.sweepEveryMs);
  // A sweep never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
