// The scale bench's query plans: the measured calls are answered once by an in-process server
// whose database records every SELECT, and each recorded statement is EXPLAINed (ANALYZE,
// BUFFERS) with its own parameters on the seeded data. A plan is flagged when it scans a whole
// large table or throws away far more rows than it keeps (other companies' rows, read and
// filtered out, instead of an index leading with company_id).
import type pg from 'pg';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { buildServer } from '../src/server.js';

export interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

interface Statement {
  call: string;
  sql: string;
  params: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Tables this large are never to be read whole by a call. */
const LARGE = 10_000;

function recording(db: Db, into: Statement[], current: () => string): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    kind: inner.kind,
    execute(sql, params = [], options) {
      if (/^\s*(select|with)\b/i.test(sql)) into.push({ call: current(), sql, params });
      return inner.execute(sql, params, options);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  return wrap(db);
}

function* nodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodes(child);
}

function problems(plan: PlanNode, sizes: Map<string, number>): string[] {
  const found: string[] = [];
  for (const node of nodes(plan)) {
    const table = node['Relation Name'];
    const loops = node['Actual Loops'] ?? 1;
    const kept = (node['Actual Rows'] ?? 0) * loops;
    const removed =
      ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    if (node['Node Type'] === 'Seq Scan' && table && (sizes.get(table) ?? 0) > LARGE) {
      found.push(`Seq Scan on ${table} (${(sizes.get(table) ?? 0).toLocaleString('en-US')} rows)`);
    } else if (table && removed > 1000 && removed > 10 * (kept + 1)) {
      found.push(
        `${node['Node Type']} on ${table}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} keeps ${kept.toLocaleString('en-US')} rows of ${(kept + removed).toLocaleString('en-US')} read`,
      );
    }
  }
  return found;
}

function shape(node: PlanNode, depth = 0): string[] {
  const here = `${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (rows ${String(node['Actual Rows'] ?? 0)} × ${String(node['Actual Loops'] ?? 1)}${node['Rows Removed by Filter'] ? `, ${String(node['Rows Removed by Filter'])} filtered out` : ''})`;
  return [here, ...(node.Plans ?? []).flatMap((child) => shape(child, depth + 1))];
}

/**
 * Answers `calls` as `token`'s admin on an in-process server over `db`, EXPLAINs every SELECT
 * they ran, prints each call's flagged plans (`verbose`: every plan's shape) and answers how
 * many were flagged.
 */
export async function explainCalls(
  db: Db,
  client: pg.ClientBase,
  secret: string,
  token: string,
  calls: readonly Call[],
  verbose: boolean,
): Promise<number> {
  const statements: Statement[] = [];
  let current = '';
  const config = {
    ...loadConfig({ NODE_ENV: 'production', OUTLAY_SECRET: secret }),
    webDist: '/nonexistent',
  };
  const app = await buildServer({
    db: recording(db, statements, () => current),
    config: {
      ...config,
      defaultRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      rateLimits: {},
    },
    logger: false,
  });
  await app.ready();
  try {
    for (const call of calls) {
      current = call.name;
      const response = await app.inject({
        method: call.method,
        url: call.url,
        headers: {
          authorization: `Bearer ${token}`,
          'x-platform-type': 'webapp',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
      });
      if (response.statusCode >= 400)
        throw new Error(`${call.name}: ${String(response.statusCode)} ${response.body}`);
    }
  } finally {
    await app.close();
  }
  const { rows: tables } = await client.query<{ name: string; rows: number }>(
    `SELECT relname AS name, reltuples::bigint::int AS rows FROM pg_class WHERE relkind = 'r'`,
  );
  const sizes = new Map(tables.map((table) => [table.name, table.rows]));
  let flagged = 0;
  const seen = new Set<string>();
  for (const call of calls) {
    const mine = statements.filter((statement) => statement.call === call.name);
    const lines: string[] = [];
    let milliseconds = 0;
    for (const statement of mine) {
      const key = `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Rolled back: a WITH may write, and EXPLAIN ANALYZE runs it.
      await client.query('BEGIN');
      const { rows } = await client
        .query<{ 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
          [...statement.params],
        )
        .finally(() => client.query('ROLLBACK'));
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      if (!plan) continue;
      milliseconds += rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? 0;
      const found = problems(plan, sizes);
      if (found.length > 0 || verbose) {
        lines.push(`    ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
        lines.push(...shape(plan, 3));
      }
      for (const problem of found) lines.push(`      ! ${problem}`);
      if (found.length > 0) flagged += 1;
    }
    console.log(
      `  ${call.name}: ${String(mine.length)} statements, ${milliseconds.toFixed(1)} ms in the database${lines.length === 0 ? ', no plan reads across companies' : ''}`,
    );
    for (const line of lines) console.log(line);
  }
  return flagged;
}
