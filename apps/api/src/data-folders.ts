import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';
import { isPostgresUrl } from './db/open.js';

/** A start that cannot go on, with a message saying why and what to do (no stack trace). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Creates the folder if needed and proves Outlay can write there, before anything opens it:
 * a read-only folder otherwise failed deep inside PGlite or the first upload with a bare
 * EACCES, naming neither the folder nor the way out.
 */
async function checkWritable(dir: string, what: string, variable: string) {
  const probe = join(dir, `.outlay-write-check-${String(process.pid)}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    if (!NOT_WRITABLE.has(code)) throw error;
    throw new StartupError(
      [
        `Outlay cannot write to its ${what} ${dir} (${code}).`,
        `Give the user running Outlay write access to it (for example: chmod -R u+w "${dir}", or chown it to that user),`,
        `or set ${variable} to a folder it can write to.`,
      ].join('\n'),
    );
  }
}

/** The local folders Outlay writes to: the PGlite database (unless on Postgres) and files. */
export async function prepareDataFolders(config: Config): Promise<void> {
  if (!isPostgresUrl(config.databaseUrl)) {
    await checkWritable(config.dataDir, 'data folder', 'OUTLAY_DATA_DIR');
    // A database folder left by another user (a start as root) can be read-only on its own.
    await checkWritable(config.pgliteDir, 'database folder', 'OUTLAY_DATA_DIR');
  }
  await checkWritable(config.filesDir, 'file storage folder', 'OUTLAY_FILES_DIR');
}

/** How a failed start is told: the message alone for a StartupError, everything otherwise. */
export function reportStartFailure(error: unknown): void {
  if (error instanceof StartupError) console.error(`Outlay could not start.\n${error.message}`);
  else console.error(error);
}
