// One push queue serves every company (issue 38): a company's jobs are ranked behind its own
// waiting ones, so workers (which take the highest priority first, then the oldest) serve a
// company pushing ten entries in turn with one that pushed thousands before it, instead of
// after the whole backlog.
import { describe, expect, it } from 'vitest';
import { PUSH_QUEUE } from '../src/accounting/push.js';
import { jobsSchemaOf } from '../src/jobs/jobs-schema.js';
import { COMPANY, SEED_DATE } from '../src/seed/index.js';
import type { Caller } from './support/signed-in-calls.js';
import { accountNamed, chartOf, json, startAccountingServer } from './support/accounting.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, northwind, mexico } = signedInSuite(startAccountingServer, {
  northwind: 'admin@demo.outlay.test',
  mexico: 'mx.admin@demo.outlay.test',
});

/** Card entries of the company with nothing pushed or mapped, newest first. */
async function unpushed(companyId: number, count: number) {
  const rows = await sqlRows<{ id: string }>(
    server.db,
    `SELECT e.id::text FROM entries e
       JOIN card_transactions ct ON ct.entry_id = e.id
       LEFT JOIN accounting_syncs s ON s.entry_id = e.id
       LEFT JOIN accounting_definitions d ON d.entry_id = e.id
      WHERE e.company_id = $1 AND ct.payment_type = 'cards' AND ct.sub_payment_type IS NULL
        AND s.entry_id IS NULL AND d.entry_id IS NULL
        AND e.occurred_at > $2::timestamptz - interval '25 days'
      ORDER BY e.occurred_at DESC, e.id LIMIT $3`,
    [companyId, SEED_DATE, count],
  );
  return rows.map((row) => Number(row.id));
}

async function push(
  caller: Caller,
  ids: readonly number[],
  taxRate: string,
  trackingCategories: { id: string }[],
) {
  const connection = json(
    'AccountingConnectionView',
    await caller.call('GET', '/web/accounting/codat-companies'),
    200,
  ).data.connection;
  if (!connection) throw new Error('not connected');
  const travel = accountNamed(await chartOf(caller), 'Travel').id;
  const response = await caller.call('POST', '/web/accounting/push-transactions', {
    mappings: ids.map((id) => ({
      transactionId: id,
      type: 'card',
      accountId: travel,
      taxRate: { id: taxRate },
      trackingCategories,
    })),
    codatCompanyId: connection.codatCompanyId,
    dataConnectionId: connection.dataConnectionId,
    platform: connection.platform.key,
    modelToBePushed: 'bankTransactions',
  });
  expect(json('AccountingQueued', response, 202).data.queued).toBe(ids.length);
}

/** The waiting push jobs of these entries, in the order workers take them. */
async function takeOrder(entryIds: readonly number[]) {
  const schema = await jobsSchemaOf(server.db);
  const rows = await sqlRows<{ entry_id: string }>(
    server.db,
    `SELECT data->'payload'->>'entryId' AS entry_id FROM ${schema}.job
      WHERE name = $1 AND state = 'created' AND (data->'payload'->>'entryId')::bigint = ANY ($2::bigint[])
      ORDER BY priority DESC, created_on, id`,
    [PUSH_QUEUE, entryIds],
  );
  return rows.map((row) => Number(row.entry_id));
}

describe(`pushes of several companies share the queue in turn (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('serves a small push between the jobs of a large one queued before it', async () => {
    const large = await unpushed(COMPANY.northwind, 12);
    const small = await unpushed(COMPANY.mexico, 2);
    expect(large).toHaveLength(12);
    expect(small).toHaveLength(2);
    await push(northwind, large.slice(0, 8), 'NY-SALES', [{ id: 'region-east' }]);
    await push(mexico, small, 'TR-IVA16', []);
    // Northwind's later push waits behind its own eight, not before Mexico's.
    await push(northwind, large.slice(8), 'NY-SALES', [{ id: 'region-east' }]);

    const order = await takeOrder([...large, ...small]);
    expect(order).toHaveLength(14);
    // Mexico's two are taken with Northwind's first two, not after its twelve.
    expect(order.slice(0, 4).sort()).toEqual([...large.slice(0, 2), ...small].sort());
    // Northwind's own jobs keep their order.
    expect(order.filter((id) => large.includes(id))).toEqual(large);
  });
});
