import pg from 'pg';
import type { Db, QueryOptions, Row } from './db.js';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests give every file its own). Created when missing. */
  schema?: string;
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function clientDb(client: pg.PoolClient): Db {
  const self: Db = {
    kind: 'postgres',
    async query<T extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const result = await client.query<T>({
        text: sql,
        values: [...params],
        name: options.prepared,
      });
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    // Joins the transaction already open on this client.
    transaction: (fn) => fn(self),
    close: () => Promise.resolve(),
  };
  return self;
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
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);

  return {
    kind: 'postgres',
    async query<T extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const result = await pool.query<T>({
        text: sql,
        values: [...params],
        name: options.prepared,
      });
      return result.rows;
    },
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
    close: () => pool.end(),
  };
}
