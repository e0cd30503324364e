import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export interface DatabaseConfig {
  /** `postgres://…` to use a Postgres server; otherwise PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://`. */
  pgliteDir: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(config: DatabaseConfig): Promise<Db> {
  return isPostgresUrl(config.databaseUrl)
    ? openPostgres({ connectionString: config.databaseUrl })
    : openPglite(config.pgliteDir);
}
