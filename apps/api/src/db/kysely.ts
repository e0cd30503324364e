import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { CompanyScopePlugin } from './company-scope.js';
import type { Db, QueryOptions } from './db.js';
import type { DB as Database } from './schema.js';

export type { DB as Database } from './schema.js';

/** The typed query builder over one Db (or one transaction's `tx`). */
export type Queries = Kysely<Database>;

const NO_KYSELY_TRANSACTIONS =
  'Transactions go through db.transaction(tx => …): query kyselyOf(tx) inside it.';

/** Every statement goes through `Db.execute`, so PGlite and PostgreSQL run the same SQL. */
class DbConnection implements DatabaseConnection {
  constructor(
    private readonly db: Db,
    private readonly options: QueryOptions,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.db.execute(compiled.sql, compiled.parameters, this.options);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  /** No query streams: exports read in batches by keyset instead. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported: read in batches (keyset) instead.');
  }
}

/**
 * A Kysely driver whose one "connection" is a Db. Connections and transactions stay the Db's
 * (PGlite's single connection, node-postgres's pool, `db.transaction(tx => …)`), so Kysely only
 * builds and types the SQL; its own transaction API is refused rather than half-working.
 */
class DbDriver implements Driver {
  private readonly connection: DbConnection;

  constructor(db: Db, options: QueryOptions) {
    this.connection = new DbConnection(db, options);
  }

  init(): Promise<void> {
    return Promise.resolve();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.connection);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(new Error(NO_KYSELY_TRANSACTIONS));
  }

  commitTransaction(): Promise<void> {
    return Promise.reject(new Error(NO_KYSELY_TRANSACTIONS));
  }

  rollbackTransaction(): Promise<void> {
    return Promise.reject(new Error(NO_KYSELY_TRANSACTIONS));
  }

  releaseConnection(): Promise<void> {
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    // The Db is closed by whoever opened it.
    return Promise.resolve();
  }
}

/** Kysely's PostgreSQL compiler, adapter and introspector over a Db. */
export class DbDialect implements Dialect {
  constructor(
    private readonly db: Db,
    private readonly options: QueryOptions = {},
  ) {}

  createDriver(): Driver {
    return new DbDriver(this.db, this.options);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** One Kysely per Db and options, made once: a transaction's `tx` gets its own. */
const made = new WeakMap<Db, Map<string, Queries>>();

const companyScope = new CompanyScopePlugin();

function cached(db: Db, options: QueryOptions, acrossCompanies: boolean): Queries {
  let byOptions = made.get(db);
  if (byOptions === undefined) {
    byOptions = new Map();
    made.set(db, byOptions);
  }
  const key = `${options.prepared ?? ''}|${options.readOnly === true}|${acrossCompanies}`;
  let queries = byOptions.get(key);
  if (queries === undefined) {
    queries = new Kysely<Database>({
      dialect: new DbDialect(db, options),
      plugins: acrossCompanies ? [] : [companyScope],
    });
    byOptions.set(key, queries);
  }
  return queries;
}

/**
 * The typed queries of a Db, or of the transaction `tx` is. Every company table a query names
 * must be pinned to one company (CompanyScopePlugin), or the query is refused before it is
 * sent. `options` apply to every statement of the Kysely answered (QueryOptions: `prepared`
 * for a fixed primary-key read run on nearly every call, `readOnly` for a plain read).
 */
export function kyselyOf(db: Db, options: QueryOptions = {}): Queries {
  return cached(db, options, false);
}

/**
 * Typed queries that may cross companies: for the few that must (finding a user by email at
 * sign-in, a signed link's file by its id, the seed, a job scan). Each caller says why in a
 * comment; everything else uses kyselyOf.
 */
export function kyselyAcrossCompanies(db: Db, options: QueryOptions = {}): Queries {
  return cached(db, options, true);
}
