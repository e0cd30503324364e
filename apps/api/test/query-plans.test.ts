// The plans of the hot queries (issue 38): every SELECT the dashboard list (search and filters,
// page 1; filters, page 50), the statistics, the filter options, the cards list, the team list,
// the accounting mapping list and a statement run, EXPLAINed (ANALYZE) on the demo grown by
// more companies whose rows outnumber Northwind's five to one, with sequential scans turned
// off, so whatever plan remains is the best the indexes allow. A plan fails when it reads more
// rows of a tenant table in one pass than Northwind has there (it read another company's), reads
// an index whole, or scans a tenant table (bench/scale-plans.ts says how each is found).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../bench/databases.js';
import { latestStatement, scaleCalls } from '../bench/scale-calls.js';
import { type CallPlans, explainCalls, planChecker } from '../bench/scale-plans.js';
import { seedScale } from '../bench/scale-seed.js';
import { sqlRows } from './support/sql-rows.js';
import { type TestDb, onPostgres, openSeededTestDb } from './support/test-db.js';

const SECRET = 'outlay-plans-secret-0123456789abcdef0123456789';
const NORTHWIND = 1;
/** Ten more companies with 30,000 entries in all beside Northwind's demo (about 5,700). */
const SIZE = { companies: 10, entries: 30_000, northwindEntries: 0, connected: 2 };

let test: TestDb;
let plans: CallPlans[];

beforeAll(async () => {
  test = await openSeededTestDb();
  // Through the database (bulkInsert), not COPY: the same on PGlite and PostgreSQL.
  await seedScale(test.db, null, SIZE, new Date(), () => undefined);
  const [admin] = await sqlRows<{ id: number; public_id: string }>(
    test.db,
    "SELECT id, public_id FROM users WHERE email = 'admin@demo.outlay.test'",
  );
  if (!admin) throw new Error('no demo admin');
  const token = await adminToken(test.db, SECRET, {
    userId: admin.id,
    companyId: NORTHWIND,
    userPublicId: admin.public_id,
  });
  const calls = scaleCalls(await latestStatement(test.db, NORTHWIND));
  plans = await explainCalls(test.db, SECRET, token, calls, {
    companyId: NORTHWIND,
    strict: true,
  });
}, 300_000);
afterAll(async () => {
  await test.dispose();
});

describe(`the hot queries' plans, one company's rows each (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('explains every call, a statement among them', () => {
    expect(plans.map((call) => call.call)).toEqual([
      'dashboard list, search + filters, page 1',
      'dashboard list, filters, page 50',
      'statistics',
      'filter options',
      'cards list',
      'team list',
      'accounting mapping list',
      'a statement',
    ]);
    for (const call of plans) expect(call.explained.length, call.call).toBeGreaterThan(0);
  });

  it('finds a plan that reads other companies’ rows, or a whole tenant table', async () => {
    const check = await planChecker(test.db, NORTHWIND, true);
    // No index leads with the amount: every company's entries are read and filtered.
    const scanned = await check(
      'SELECT count(*) FROM entries WHERE company_id = $1 OR amount > 0',
      [NORTHWIND],
    );
    expect(scanned?.problems.join('\n')).toMatch(/on entries/);
    // Found by an index without company_id: the users of every company named Ana.
    const across = await check("SELECT id FROM users WHERE first_name = 'Ana' ORDER BY id");
    expect(across?.problems.join('\n')).toMatch(/on users/);
    // One company's entries, by the index that leads with company_id: nothing to say.
    const own = await check('SELECT count(*) FROM entries WHERE company_id = $1', [NORTHWIND]);
    expect(own?.problems).toEqual([]);
  });

  it('reads no other company’s rows and scans no tenant table', () => {
    const flagged = plans.flatMap((call) =>
      call.explained
        .filter((statement) => statement.problems.length > 0)
        .map((statement) => ({
          call: call.call,
          sql: statement.sql.slice(0, 240),
          problems: statement.problems,
          plan: statement.shape,
        })),
    );
    expect(flagged).toEqual([]);
  });
});
