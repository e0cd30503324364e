// Security probe, clean recovery: the health check asked the database only, so a server whose
// file storage was gone (a lost volume, a full or read-only disk) reported itself healthy while
// every upload and download failed. It now checks both, and the contract says so.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openTestDb } from '../support/test-db.js';
import { type TestServer, startTestServer, testConfig } from '../support/test-server.js';

let base: string;
let server: TestServer;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'outlay-health-'));
  server = await startTestServer({ config: { filesDir: join(base, 'files') } });
});
afterAll(async () => {
  await server.close();
  await rm(base, { recursive: true, force: true });
});

const health = (app: TestServer['app']) => app.inject({ url: '/api/health-check' });

/** Another server on `db`, storing files under `filesDir`, with no job workers. */
const serverOn = (db: Db, filesDir: string) =>
  startTestServer({ db, config: { filesDir, jobs: { ...testConfig().jobs, workers: false } } });

/** The health check answers 503, degraded, with what it found of the database and the storage. */
async function expectDegraded(
  app: TestServer['app'],
  found: { database: string; storage: string },
) {
  const response = await health(app);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'degraded', ...found });
}

describe('the health check', () => {
  it('is ok when the database answers and the file storage stores and reads back', async () => {
    const response = await health(server.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('reports file storage that cannot be written', async () => {
    // The storage folder's place is taken by a file: nothing can be stored under it.
    const blocked = join(base, 'not-a-folder');
    await writeFile(blocked, 'a file where the storage folder should be');
    const broken = await serverOn(server.db, join(blocked, 'files'));
    try {
      await expectDegraded(broken.app, { database: 'ok', storage: 'unavailable' });
    } finally {
      await broken.app.close();
    }
  });

  it('reports a database that does not answer', async () => {
    const owned = await openTestDb();
    await migrate(owned.db);
    const cut = await serverOn(owned.db, join(base, 'files'));
    try {
      await owned.dispose();
      await expectDegraded(cut.app, { database: 'unreachable', storage: 'ok' });
    } finally {
      await cut.app.close();
    }
  });
});
