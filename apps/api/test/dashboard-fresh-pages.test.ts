// A stored dashboard page is answered without reading it again only while nothing it shows has
// changed: the very next list call after a write sees it, whoever made the write (this server,
// another instance on the same database, a statement in a transaction), on PGlite and on
// PostgreSQL (test:postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { openPostgres } from '../src/db/postgres.js';
import { type Entry, listAs, startDashboardServer } from './support/dashboard.js';
import { type Caller, callerFor } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { withDatabase } from './support/seeded-template.js';
import { onPostgres } from './support/test-db.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin } = signedInSuite(startDashboardServer, {
  admin: 'admin@demo.outlay.test',
});

/**
 * Another instance of the server on the same database: on PostgreSQL its own pool of
 * connections (another process would have its own too); on PGlite, which one process opens,
 * a second server in this process.
 */
let other: { server: TestServer; admin: Caller; db: Db; close: () => Promise<void> } | undefined;

beforeAll(async () => {
  let db = server.db;
  let closeDb = () => Promise.resolve();
  if (onPostgres) {
    // The test server's database is a copy of the run's seeded template, so the second
    // instance connects to that database by name, not to the one DATABASE_URL names.
    const [row] = await sqlRows<{ schema: string; database: string }>(
      server.db,
      'SELECT current_schema() AS schema, current_database() AS database',
    );
    const url = process.env.DATABASE_URL;
    if (!row || url === undefined) throw new Error('no schema');
    const own = await openPostgres({
      connectionString: withDatabase(url, row.database),
      schema: row.schema,
      maxConnections: 2,
    });
    db = own;
    closeDb = () => own.close();
  }
  const started = await startTestServer({ db, clock: server.clock, config: server.config });
  other = {
    server: started,
    db,
    admin: await callerFor(started.app, 'admin@demo.outlay.test'),
    close: async () => {
      await started.close();
      await closeDb();
    },
  };
});

afterAll(async () => {
  await other?.close();
});

function otherInstance() {
  if (!other) throw new Error('the other instance starts in beforeAll');
  return other;
}

type Payment = Extract<Entry, { type: 'payment' }>;

/** The first page (newest first) with a transfer on it, and that transfer. */
async function pageWithTransfer(caller: Caller) {
  for (let page = 0; page < 20; page += 1) {
    const found = (await listAs(caller, { page })).transactions.find(
      (entry): entry is Payment => entry.type === 'payment',
    );
    if (found) return { query: { page }, transferId: found.transfer.id };
  }
  throw new Error('no transfer in the first pages');
}

async function descriptionOn(caller: Caller, query: { page: number }, transferId: number) {
  const entry = (await listAs(caller, query)).transactions.find(
    (candidate): candidate is Payment =>
      candidate.type === 'payment' && candidate.transfer.id === transferId,
  );
  return entry?.transfer.description;
}

describe(`a stored page after a write (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows a description saved through the API to the very next list call', async () => {
    const { query, transferId } = await pageWithTransfer(admin);
    // Stored now: the same call again is answered from memory.
    const stored = await listAs(admin, query);
    expect(await listAs(admin, query)).toEqual(stored);
    const saved = await admin.call('POST', '/web/transfer/edit-memo', {
      id: transferId,
      description: 'Quarterly rent',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await descriptionOn(admin, query, transferId)).toBe('Quarterly rent');
  });

  it('shows a write another instance made to the very next list call', async () => {
    const { query, transferId } = await pageWithTransfer(admin);
    await listAs(admin, query);
    const saved = await otherInstance().admin.call('POST', '/web/transfer/edit-memo', {
      id: transferId,
      description: 'Saved elsewhere',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await descriptionOn(admin, query, transferId)).toBe('Saved elsewhere');
    // And the other way round, each instance with its stored page.
    await listAs(otherInstance().admin, query);
    await admin.call('POST', '/web/transfer/edit-memo', {
      id: transferId,
      description: 'Saved here',
    });
    expect(await descriptionOn(otherInstance().admin, query, transferId)).toBe('Saved here');
  });

  it("shows a transaction's write once it commits, and nothing of one rolled back", async () => {
    const { query, transferId } = await pageWithTransfer(admin);
    await listAs(admin, query);
    const { db } = otherInstance();
    await db.transaction(async (tx) => {
      await sqlRows(tx, 'UPDATE transfers SET description = $1 WHERE entry_id = $2', [
        'Committed',
        transferId,
      ]);
    });
    expect(await descriptionOn(admin, query, transferId)).toBe('Committed');
    await expect(
      db.transaction(async (tx) => {
        await sqlRows(tx, 'UPDATE transfers SET description = $1 WHERE entry_id = $2', [
          'Rolled back',
          transferId,
        ]);
        throw new Error('changed our mind');
      }),
    ).rejects.toThrow('changed our mind');
    expect(await descriptionOn(admin, query, transferId)).toBe('Committed');
  });
});
