import { rm } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { prepareDataFolders } from '../data-folders.js';
import { createFileStorage } from '../files/create-storage.js';
import { dropJobsSchema } from '../jobs/jobs-schema.js';
import { seedDemo } from '../seed/index.js';
import { lockDirectory } from './directory-lock.js';
import { dropAllTables } from './drop-all.js';
import { migrate } from './migrate.js';
import { isPostgresUrl, openDatabase } from './open.js';

/**
 * `pnpm db:reset`: throws the demo database away and seeds it again, so every demo state can
 * be walked again. On PGlite it refuses while a server has the folder open.
 */
async function reset() {
  const config = loadConfig();
  if (config.production) {
    throw new Error('db:reset refuses to run with NODE_ENV=production.');
  }
  const onPostgres = isPostgresUrl(config.databaseUrl);
  await prepareDataFolders(config);
  if (!onPostgres) {
    // Refuses while a server has the folder open, instead of deleting it under that server.
    const unlock = lockDirectory(config.pgliteDir, 'The PGlite database');
    try {
      await rm(config.pgliteDir, { recursive: true, force: true });
    } finally {
      unlock();
    }
  }
  const db = await openDatabase(config);
  try {
    if (onPostgres) {
      await dropAllTables(db);
      await dropJobsSchema(db);
    }
    const applied = await migrate(db);
    // Dated demo rows end today, so the dashboard's default range has entries.
    const areas = await seedDemo(db, {
      passwordHashing: config.passwordHashing,
      storage: createFileStorage(config),
      today: new Date(),
    });
    const where = onPostgres ? 'Postgres (DATABASE_URL)' : config.pgliteDir;
    console.log(
      `Database reset: ${where}\n  migrations: ${applied.length}\n  seeded: ${areas.join(', ')}`,
    );
  } finally {
    await db.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
