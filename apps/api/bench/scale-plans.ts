// The query plans of the scale calls (issue 38): the calls are answered once by an in-process
// server whose database records every SELECT, and each recorded statement is EXPLAINed
// (ANALYZE, BUFFERS) with its own parameters on the seeded data. A plan is flagged when it
// reads another company's rows: a scan of a tenant table (one with `company_id`) that reads
// more rows in one pass than the signed-in company has there, an index read whole (no index
// condition), a sequential scan of a tenant table, or a scan that throws away far more rows
// than it keeps. `strict` (the plans test, on a small seeded set) turns sequential scans off
// first, so a plan that still scans a tenant table is one no index can serve.
import type { Db } from '../src/db/db.js';
import { buildServer } from '../src/server.js';
import type { Services } from '../src/services.js';
import { statementServiceOf } from '../src/statements/service.js';
import { loadConfig } from '../src/config.js';
import { sqlRows } from '../test/support/sql-rows.js';
import type { Call } from './scale-calls.js';

interface Statement {
  call: string;
  sql: string;
  params: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** One statement's plan: its text, the plan's outline and what is wrong with it. */
export interface ExplainedStatement {
  sql: string;
  shape: string[];
  problems: string[];
  milliseconds: number;
}

export interface CallPlans {
  call: string;
  /** Statements the call ran (repeated ones are explained once). */
  statements: number;
  explained: ExplainedStatement[];
}

/**
 * How many rows a tenant table holds, how many of them are the signed-in company's, and
 * whether an index leads with company_id.
 */
interface TableRows {
  total: number;
  own: number;
  indexed: boolean;
}

/** Tables this large are never to be read whole by a call, tenant table or not. */
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

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The tenant tables of the current schema (and `companies`, whose own row is one). */
async function tenantRows(db: Db, companyId: number): Promise<Map<string, TableRows>> {
  const tables = await sqlRows<{ name: string }>(
    db,
    `SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'company_id'
        AND table_name IN (SELECT table_name FROM information_schema.tables
                            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`,
  );
  const indexed = new Set(
    (
      await sqlRows<{ name: string }>(
        db,
        `SELECT DISTINCT t.relname AS name FROM pg_index x
           JOIN pg_class t ON t.oid = x.indrelid
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
          WHERE t.relnamespace = current_schema()::regnamespace AND a.attname = 'company_id'`,
      )
    ).map((row) => row.name),
  );
  const rows = new Map<string, TableRows>();
  for (const { name } of tables) {
    const [count] = await sqlRows<{ total: number; own: number }>(
      db,
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE company_id = $1)::int AS own FROM "${name}"`,
      [companyId],
    );
    rows.set(name, { total: count?.total ?? 0, own: count?.own ?? 0, indexed: indexed.has(name) });
  }
  const [companies] = await sqlRows<{ total: number }>(
    db,
    'SELECT count(*)::int AS total FROM companies',
  );
  rows.set('companies', { total: companies?.total ?? 0, own: 1, indexed: true });
  return rows;
}

/** Every table's planner estimate of its rows (for scans of tables that are not a tenant's). */
async function estimatedRows(db: Db): Promise<Map<string, number>> {
  const tables = await sqlRows<{ name: string; rows: number }>(
    db,
    `SELECT relname AS name, greatest(reltuples, 0)::bigint::int AS rows FROM pg_class
      WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace`,
  );
  return new Map(tables.map((table) => [table.name, table.rows]));
}

/** What reads another company's rows, or a whole large table, in `plan`. */
export function planProblems(
  plan: PlanNode,
  tenants: ReadonlyMap<string, TableRows>,
  sizes: ReadonlyMap<string, number>,
  strict: boolean,
): string[] {
  const found: string[] = [];
  for (const node of nodes(plan)) {
    const table = node['Relation Name'];
    if (!table) continue;
    const type = node['Node Type'];
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const loops = node['Actual Loops'] ?? 1;
    // EXPLAIN gives rows, and rows filtered out, as averages over the loops.
    const removedPerLoop =
      (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    const readPerLoop = (node['Actual Rows'] ?? 0) + removedPerLoop;
    const tenant = tenants.get(table);
    const size = tenant?.total ?? sizes.get(table) ?? 0;
    if (type === 'Seq Scan' && ((tenant && strict) || size > LARGE)) {
      found.push(`Seq Scan on ${table} (${fmt(size)} rows)`);
    } else if (
      tenant &&
      /^Index (Only )?Scan$/.test(type) &&
      !node['Index Cond'] &&
      // A small table read whole for one company's rows (its filter), when an index would
      // find them by company: at scale the planner takes that index instead.
      !(tenant.indexed && /\bcompany_id = /.test(node.Filter ?? ''))
    ) {
      found.push(`${type} on ${table}${using} with no condition: reads every company's rows`);
    } else if (
      tenant &&
      tenant.total > tenant.own &&
      readPerLoop > tenant.own &&
      // The same for a small table scanned whole (a few dozen rows, read in one page): with an
      // index by company the planner takes it once the table grows (strict mode checks so).
      !(type === 'Seq Scan' && tenant.indexed && /\bcompany_id = /.test(node.Filter ?? ''))
    ) {
      found.push(
        `${type} on ${table}${using} reads ${fmt(readPerLoop)} rows in one pass, more than the company's ${fmt(tenant.own)}`,
      );
    } else if (
      removedPerLoop * loops > 1000 &&
      removedPerLoop > 10 * ((node['Actual Rows'] ?? 0) + 1)
    ) {
      found.push(
        `${type} on ${table}${using} keeps ${fmt((node['Actual Rows'] ?? 0) * loops)} rows of ${fmt(readPerLoop * loops)} read`,
      );
    }
  }
  return found;
}

function shape(node: PlanNode, depth = 0): string[] {
  const conditions = [
    node['Index Cond'] && `index ${node['Index Cond']}`,
    node['Recheck Cond'] && `recheck ${node['Recheck Cond']}`,
    node.Filter && `filter ${node.Filter}`,
  ].filter(Boolean);
  const here = `${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (rows ${String(node['Actual Rows'] ?? 0)} × ${String(node['Actual Loops'] ?? 1)}${node['Rows Removed by Filter'] ? `, ${String(node['Rows Removed by Filter'])} filtered out` : ''})${conditions.length > 0 ? ` ${conditions.join('; ')}` : ''}`;
  return [here, ...(node.Plans ?? []).flatMap((child) => shape(child, depth + 1))];
}

/** Thrown to roll back the EXPLAIN ANALYZE's transaction: a WITH may write, and ANALYZE runs it. */
class RolledBack extends Error {}

async function explain(db: Db, sql: string, params: readonly unknown[], strict: boolean) {
  let answer: { Plan: PlanNode; 'Execution Time': number } | undefined;
  await db
    .transaction(async (tx) => {
      if (strict) await tx.exec('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.execute<{
        'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[];
      }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      answer = rows[0]?.['QUERY PLAN'][0];
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return answer;
}

/**
 * EXPLAINs one statement at a time on `db` and says what in its plan reads rows of companies
 * other than `companyId` (the tables' row counts are taken once, here).
 */
export async function planChecker(db: Db, companyId: number, strict: boolean) {
  const tenants = await tenantRows(db, companyId);
  const sizes = await estimatedRows(db);
  return async (
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<ExplainedStatement | undefined> => {
    const answer = await explain(db, sql, params, strict);
    if (!answer) return undefined;
    return {
      sql: sql.replace(/\s+/g, ' '),
      shape: shape(answer.Plan),
      problems: planProblems(answer.Plan, tenants, sizes, strict),
      milliseconds: answer['Execution Time'],
    };
  };
}

/**
 * Answers `calls` as `token`'s user (of `companyId`) on an in-process server over `db`, and
 * EXPLAINs every SELECT they ran.
 */
export async function explainCalls(
  db: Db,
  secret: string,
  token: string,
  calls: readonly Call[],
  { companyId, strict }: { companyId: number; strict: boolean },
): Promise<CallPlans[]> {
  const statements: Statement[] = [];
  let current = '';
  const config = {
    ...loadConfig({ NODE_ENV: 'production', OUTLAY_SECRET: secret }),
    webDist: '/nonexistent',
  };
  let services: Services | undefined;
  const app = await buildServer({
    onServices: (built) => {
      services = built;
    },
    db: recording(db, statements, () => current),
    config: {
      ...config,
      defaultRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      rateLimits: {},
    },
    logger: false,
  });
  await app.ready();
  // A starting server queues its companies' statement sweeps after it is ready, in one scan of
  // every company: that is the server's own work, not the first call's, so it ends first.
  if (services) await statementServiceOf(services).autopay.scheduled();
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
  const results: CallPlans[] = [];
  const seen = new Set<string>();
  const check = await planChecker(db, companyId, strict);
  for (const call of calls) {
    const mine = statements.filter((statement) => statement.call === call.name);
    const explained: ExplainedStatement[] = [];
    for (const statement of mine) {
      const key = `${statement.sql}\u0000${JSON.stringify(statement.params)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const answer = await check(statement.sql, statement.params);
      if (answer) explained.push(answer);
    }
    results.push({ call: call.name, statements: mine.length, explained });
  }
  return results;
}

/** Prints each call's flagged plans (`verbose`: every plan's outline); answers how many were flagged. */
export function printPlans(results: readonly CallPlans[], verbose: boolean): number {
  let flagged = 0;
  for (const result of results) {
    const lines: string[] = [];
    let milliseconds = 0;
    for (const statement of result.explained) {
      milliseconds += statement.milliseconds;
      if (statement.problems.length > 0 || verbose) {
        lines.push(`    ${statement.sql.slice(0, 160)}…`);
        lines.push(...statement.shape.map((line) => `      ${line}`));
      }
      for (const problem of statement.problems) lines.push(`      ! ${problem}`);
      if (statement.problems.length > 0) flagged += 1;
    }
    console.log(
      `  ${result.call}: ${String(result.statements)} statements, ${milliseconds.toFixed(1)} ms in the database${lines.length === 0 ? ', no plan reads across companies' : ''}`,
    );
    for (const line of lines) console.log(line);
  }
  return flagged;
}
