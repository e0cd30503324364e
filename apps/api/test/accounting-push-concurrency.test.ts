// One entry, one push in flight (issue 43 #4): pushing one accounting entry 16 times at once on
// PostgreSQL made 16 jobs, and so 16 pushes to the platform; each request had checked the
// entry's status before its own queueing transaction. On Postgres the requests race on
// separate connections; on PGlite they queue on its one connection, and the same holds.
import { describe, expect, it } from 'vitest';
import { COMPANY, SEED_DATE } from '../src/seed/index.js';
import {
  type Schemas,
  accountNamed,
  chartOf,
  entryPicker,
  json,
  startAccountingServer,
  withWorkers,
} from './support/accounting.js';
import { onPostgres } from './support/test-db.js';
import { signedInSuite } from './support/suite-server.js';
import { waitFor } from './support/wait-for.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin } = signedInSuite(startAccountingServer, {
  admin: 'admin@demo.outlay.test',
});
const PARALLEL = 16;

const entry = entryPicker(() => server);

const jobsOf = (entryId: number) =>
  sqlRows<{ queue: string; state: string }>(
    server.db,
    `SELECT queue, state FROM background_jobs WHERE subject_kind = 'accounting-entry' AND subject_id = $1`,
    [String(entryId)],
  );

describe(`one entry pushed ${PARALLEL} times at once (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it('queues one job, and the platform gets one push', async () => {
    const id = await entry(`e.company_id = ${COMPANY.northwind} AND ct.payment_type = 'cards'
      AND ct.sub_payment_type IS NULL AND s.entry_id IS NULL AND d.entry_id IS NULL
      AND e.occurred_at > '${SEED_DATE.toISOString()}'::timestamptz - interval '25 days'`);
    const connection = json(
      'AccountingConnectionView',
      await admin.call('GET', '/web/accounting/codat-companies'),
      200,
    ).data.connection;
    if (!connection) throw new Error('Northwind is not connected');
    const travel = accountNamed(await chartOf(admin), 'Travel').id;
    const body = {
      mappings: [
        {
          transactionId: id,
          type: 'card',
          accountId: travel,
          taxRate: { id: 'NY-SALES' },
          trackingCategories: [{ id: 'region-east' }],
        },
      ],
      codatCompanyId: connection.codatCompanyId,
      dataConnectionId: connection.dataConnectionId,
      platform: connection.platform.key,
      displayCurrency: 'USD',
      modelToBePushed: 'bankTransactions',
    };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        admin.call('POST', '/web/accounting/push-transactions', body),
      ),
    );
    const queued = responses.map((response) => json('AccountingQueued', response, 202).data.queued);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await jobsOf(id)).toEqual([{ queue: 'accounting.push', state: 'queued' }]);

    // The one job pushes it; nothing else was waiting to push it again.
    await withWorkers(server, () =>
      waitFor(async () => {
        const [row] = await sqlRows<{ status: Schemas['AccountingSyncStatus'] }>(
          server.db,
          'SELECT status FROM accounting_syncs WHERE entry_id = $1',
          [id],
        );
        return row?.status === 'pushed' ? row : undefined;
      }),
    );
    // One run, so one push to the platform.
    expect(await jobsOf(id)).toEqual([{ queue: 'accounting.push', state: 'completed' }]);
  });
});
