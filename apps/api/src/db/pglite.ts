import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteInterface, type Transaction, types } from '@electric-sql/pglite';
import type { Db, QueryOptions, Row, StatementResult } from './db.js';
import { lockDirectory } from './directory-lock.js';

type Queryable = Pick<PGliteInterface, 'query' | 'exec'> | Transaction;

/** Statements finished on one PGlite, other than those marked read-only (Db.changeCount). */
interface Changes {
  count: number;
}

/** One counter per database, however many Db wrap it. */
const changesOf = new WeakMap<PGliteInterface, Changes>();

/**
 * A `date` as its text, as on PostgreSQL (postgres.ts): PGlite's default Date at UTC midnight
 * is another value than node-postgres's local midnight. PGlite already answers a `bigint` as
 * a number (a BigInt only past 2^53).
 */
const PARSERS = { [types.DATE]: (text: string) => text };

function wrap(
  target: Queryable,
  changes: Changes,
  transaction: Db['transaction'],
  close: Db['close'],
): Db {
  const execute = async <T extends Row = Row>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ): Promise<StatementResult<T>> => {
    try {
      const result = await target.query<T>(sql, [...params], { parsers: PARSERS });
      return { rows: result.rows, affectedRows: result.affectedRows };
    } finally {
      if (options.readOnly !== true) changes.count += 1;
    }
  };
  return {
    kind: 'pglite',
    execute,
    async exec(sql: string) {
      try {
        await target.exec(sql);
      } finally {
        changes.count += 1;
      }
    },
    transaction,
    close,
    changeCount: () => changes.count,
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

/**
 * Every statement reaches PGlite through a Db made here (one connection in this process; the
 * folder is locked against others), so counting them tells whether anything can have changed.
 */
export function fromPglite(pg: PGliteInterface, onClose: () => void = () => undefined): Db {
  let changes = changesOf.get(pg);
  if (changes === undefined) {
    changes = { count: 0 };
    changesOf.set(pg, changes);
  }
  const counted = changes;
  const close = async () => {
    await pg.close();
    onClose();
  };
  const transaction: Db['transaction'] = async (fn) => {
    try {
      return await pg.transaction(async (tx) => {
        // A nested transaction() joins the outer one: PGlite has a single connection, and
        // savepoints would only matter if a caller wanted partial rollback, which none does.
        const inner: Db = wrap(tx, counted, (nested) => nested(inner), close);
        return fn(inner);
      });
    } finally {
      // Its commit (or rollback) is a change of its own, finished only now.
      counted.count += 1;
    }
  };
  return wrap(pg, counted, transaction, close);
}
