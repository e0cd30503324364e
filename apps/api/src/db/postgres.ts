import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db, QueryOptions, Row, StatementResult } from './db.js';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests give every file its own). Created when missing. */
  schema?: string;
  maxConnections?: number;
  /**
   * The name every connection of this pool gives the server; by default one of its own per
   * pool, which tells the job queue whether the process that runs a job is alive.
   */
  applicationName?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Values as PGlite answers them (Db): a `bigint` as a number while it is exact (a BigInt past
 * 2^53, as PGlite does), a `date` as its text (pg's default Date at local midnight shifts
 * with the server's time zone).
 */
const TYPES = new pg.TypeOverrides();
TYPES.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
});
TYPES.setTypeParser(pg.types.builtins.DATE, (text: string) => text);

/** Kysely's rule: a row count is an INSERT's, UPDATE's, DELETE's or MERGE's. */
function resultOf<T extends Row>(result: pg.QueryResult<T>): StatementResult<T> {
  const changing = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command);
  return { rows: result.rows, affectedRows: changing ? (result.rowCount ?? 0) : undefined };
}

function clientDb(client: pg.PoolClient): Db {
  const execute = async <T extends Row = Row>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ) => resultOf(await client.query<T>({ text: sql, values: [...params], name: options.prepared }));
  const self: Db = {
    kind: 'postgres',
    execute,
    async exec(sql: string) {
      await client.query(sql);
    },
    // Joins the transaction already open on this client.
    transaction: (fn) => fn(self),
    close: () => Promise.resolve(),
  };
  return self;
}

/**
 * A connection of its own for the statements run on nearly every call (`prepared`): they never
 * wait behind slower statements for a pool connection, skip the pool's checkout and release,
 * and are planned once. Opened when first needed; one that breaks is dropped, and the next
 * statement opens another. Its statements queue on it one after another, so it suits only
 * statements answered at once (a primary-key read).
 */
function ownConnection(config: pg.ClientConfig) {
  let current: Promise<pg.Client> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const open = (): Promise<pg.Client> => {
    const client = new pg.Client(config);
    const opened = client.connect().then(() => client);
    const drop = () => {
      if (current === opened) current = undefined;
    };
    // A lost connection must not crash the process; the next statement opens another.
    client.on('error', drop);
    client.on('end', drop);
    opened.catch(drop);
    return opened;
  };
  return {
    query<T extends Row>(query: pg.QueryConfig): Promise<pg.QueryResult<T>> {
      // One statement at a time, in the order they came: node-postgres still queues a query
      // sent while another runs, but deprecates it (pg 9 will refuse), so the queue is ours.
      const run = queue.then(async () => {
        current ??= open();
        const client = await current;
        return client.query<T>(query);
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async end() {
      const closing = current;
      current = undefined;
      if (closing) await closing.then((client) => client.end()).catch(() => undefined);
    },
  };
}

/** Opens a node-postgres pool behind the Db interface. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  if (schema !== undefined) {
    const bootstrap = new pg.Client({ connectionString: options.connectionString });
    await bootstrap.connect();
    try {
      await bootstrap.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await bootstrap.end();
    }
  }
  const connection: pg.ClientConfig = {
    connectionString: options.connectionString,
    types: TYPES,
    application_name: options.applicationName ?? `outlay-${randomUUID()}`,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10 });
  const own = ownConnection(connection);
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);

  const execute = async <T extends Row = Row>(
    sql: string,
    params: readonly unknown[] = [],
    options: QueryOptions = {},
  ) => {
    const query = { text: sql, values: [...params], name: options.prepared };
    return resultOf(
      await (options.prepared === undefined ? pool.query<T>(query) : own.query<T>(query)),
    );
  };
  return {
    kind: 'postgres',
    execute,
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await own.end();
      await pool.end();
    },
  };
}
