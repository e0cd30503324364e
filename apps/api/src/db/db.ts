/** A row as the driver returns it; repositories narrow it to their own row types. */
export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Names a statement run on nearly every call (one fixed text, a primary-key read): on
   * PostgreSQL it runs on a connection of its own, parsed and planned once, never waiting for
   * a pool connection behind slower statements. Not for statements whose best plan depends on
   * their values (searches, filters), nor slow ones (they queue there). PGlite ignores it.
   */
  prepared?: string;
  /**
   * The statement only reads, and calls nothing that writes: it does not move `changeCount`.
   * Mark only a statement that is plainly a read; a write marked so could be missed.
   */
  readOnly?: boolean;
}

/** What one statement answered: its rows, and how many rows an INSERT, UPDATE or DELETE touched. */
export interface StatementResult<T extends Row = Row> {
  rows: T[];
  affectedRows: number | undefined;
}

/**
 * The one database interface the server uses. PGlite and node-postgres both implement it, so
 * every statement runs unchanged on either. Both
 * answer values alike: `bigint` as a number (a string past 2^53 would lose digits anywhere),
 * `numeric` as its text, `date` as its `YYYY-MM-DD` text (no time zone can shift it),
 * `timestamptz` as a Date, `json`/`jsonb` parsed. Domains write their queries with Kysely
 * over this interface (`kyselyOf` in ./kysely.ts), typed by the generated ./schema.ts.
 */
export interface Db {
  /**
   * Runs one parameterised statement and answers its rows and how many rows it changed. Its
   * callers are drivers, not domains: Kysely's (./kysely.ts, every query of ours) and pg-boss's
   * `executeSql` (jobs/boss-db.ts, its own SQL on its own tables). A domain writes no SQL text.
   */
  execute<T extends Row = Row>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<StatementResult<T>>;
  /** Runs a script of several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws.
   * Inside `fn`, query through `tx` only: on PGlite the outer Db waits for the transaction to
   * end, so using it there would wait forever.
   */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * Where this process makes every change (PGlite: one connection, its folder locked against
   * other processes): how many statements not marked `readOnly`, and transactions, have
   * finished so far. While it has not moved, nothing can have changed since a read sent at that
   * count. Absent where other processes write too (a Postgres server).
   */
  changeCount?: () => number;
  /** Which engine answers, for logs and the reset script. */
  readonly kind: 'pglite' | 'postgres';
}
