import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import type { Db, Row } from './db.js';
import { lockDirectory } from './directory-lock.js';

type Queryable = Pick<PGliteInterface, 'query' | 'exec'> | Transaction;

function wrap(target: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
    transaction,
    close,
  };
}

/**
 * Opens PGlite, the embedded Postgres. `dataDir` is a folder (created when missing) or
 * `memory://` for a throw-away database.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir.startsWith('memory://')) return fromPglite(await PGlite.create(dataDir));
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDirectory(dataDir, 'The PGlite database');
  try {
    return fromPglite(await PGlite.create(dataDir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

export function fromPglite(pg: PGliteInterface, onClose: () => void = () => undefined): Db {
  const close = async () => {
    await pg.close();
    onClose();
  };
  const transaction: Db['transaction'] = (fn) =>
    pg.transaction(async (tx) => {
      // A nested transaction() joins the outer one: PGlite has a single connection, and
      // savepoints would only matter if a caller wanted partial rollback, which none does.
      const inner: Db = wrap(tx, (nested) => nested(inner), close);
      return fn(inner);
    });
  return wrap(pg, transaction, close);
}
