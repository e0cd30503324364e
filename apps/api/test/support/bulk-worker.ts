// A second Outlay process for the kill -9 test (bulk-payments-kill.test.ts): the whole server
// on the test's PostgreSQL schema with its job workers on and no port, so it takes the queued
// chunks of a released batch. It says "ready" once started and runs until it is killed.
import { openPostgres } from '../../src/db/postgres.js';
import { buildServer } from '../../src/server.js';
import { testConfig } from './test-server.js';

const connectionString = process.env.DATABASE_URL;
const schema = process.env.OUTLAY_TEST_SCHEMA;
if (!connectionString || !schema) throw new Error('DATABASE_URL and OUTLAY_TEST_SCHEMA are needed');

const db = await openPostgres({ connectionString, schema, maxConnections: 5 });
const config = testConfig();
const app = await buildServer({
  db,
  // Polled often, so the test's wait for rows to be taken is short.
  config: { ...config, jobs: { ...config.jobs, workers: true, pollingIntervalSeconds: 0.5 } },
  logger: false,
});
await app.ready();
process.stdout.write('ready\n');
