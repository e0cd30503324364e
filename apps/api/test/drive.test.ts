import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, DEFAULT_DRIVE_API_KEY, type DriveConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { createDrive } from '../src/drive/drive.js';
import { createLocalFileStorage } from '../src/files/local-storage.js';
import { COMPANY } from '../src/seed/companies.js';
import { DEMO_UPLOAD_REQUESTS, seedDemo } from '../src/seed/index.js';
import { migrate } from '../src/db/migrate.js';
import { FakeClock } from './support/fake-clock.js';
import { type FormPart, multipartBody, sampleFiles } from './support/multipart.js';
import { openTestDb } from './support/test-db.js';
import {
  TEST_PASSWORD_HASHING,
  type TestServer,
  startTestServer,
  testConfig,
} from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const DRIVE = '/api/drive';
const KEY = { 'x-api-key': DEFAULT_DRIVE_API_KEY };
const { open, expired, completed } = DEMO_UPLOAD_REQUESTS;
const MB = 1_048_576;

let filesDir: string;

function startDrive(drive: Partial<DriveConfig> = {}, extra: Partial<Config> = {}) {
  return startTestServer({
    config: { filesDir, drive: { ...testConfig().drive, ...drive }, ...extra },
  });
}

/** A new open request with the given groups, so a test changes nothing another one reads. */
async function addRequest(
  db: Db,
  groups: { maxFileSizeMb?: number; acceptedFileTypes?: string[] }[] = [{}],
  expiresAt = new Date('2030-01-01T00:00:00Z'),
): Promise<{ uuid: string; groups: number[] }> {
  const clock = new FakeClock(new Date('2026-03-01T00:00:00Z'));
  const drive = createDrive({
    db,
    clock,
    storage: createLocalFileStorage(filesDir),
    config: testConfig().drive,
  });
  const days = (expiresAt.getTime() - clock.now().getTime()) / 86_400_000;
  const uuid = await drive.open(
    COMPANY.northwind,
    groups.map((group, index) => ({
      name: { en: `Group ${index + 1}`, es: `Grupo ${index + 1}` },
      description: { en: 'Any document' },
      ...group,
    })),
    days,
  );
  const rows = await sqlRows<{ id: number }>(
    db,
    `SELECT g.id FROM upload_request_groups g JOIN upload_requests r ON r.id = g.request_id
      WHERE r.public_id = $1 ORDER BY g.position`,
    [uuid],
  );
  return { uuid, groups: rows.map((row) => row.id) };
}

function upload(server: TestServer, uuid: string, parts: readonly FormPart[], ip = '198.51.100.7') {
  const { payload, headers } = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: `${DRIVE}/upload/${uuid}`,
    headers: { ...KEY, ...headers },
    payload,
    remoteAddress: ip,
  });
}

function uploadFile(
  server: TestServer,
  uuid: string,
  groupId: number,
  filename: string,
  content: Buffer,
  ip?: string,
) {
  return upload(
    server,
    uuid,
    [
      { name: 'file_group_id', value: String(groupId) },
      { name: 'file', filename, content, type: 'application/pdf' },
    ],
    ip,
  );
}

const getRequest = (server: TestServer, uuid: string, query = '') =>
  server.app.inject({ method: 'GET', url: `${DRIVE}/uploadRequest/${uuid}${query}`, headers: KEY });

const complete = (server: TestServer, uuid: string) =>
  server.app.inject({
    method: 'PUT',
    url: `${DRIVE}/uploadRequest/${uuid}/complete`,
    headers: KEY,
  });

const deleteFile = (server: TestServer, uuid: string, fileId: string) =>
  server.app.inject({
    method: 'DELETE',
    url: `${DRIVE}/uploadRequest/${uuid}/deleteFile/${fileId}`,
    headers: KEY,
  });

/** Every file under the storage folder, partial ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let server: TestServer;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'outlay-drive-test-'));
  server = await startDrive();
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('the API key', () => {
  it('is required on every drive call', async () => {
    for (const headers of [{}, { 'x-api-key': 'guessed' }]) {
      const response = await server.app.inject({
        method: 'GET',
        url: `${DRIVE}/uploadRequest/${open}`,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errors: { msg: 'This service needs its API key.' } });
    }
    const config = await server.app.inject({ method: 'GET', url: `${DRIVE}/config`, headers: KEY });
    expect(config.json()).toEqual({ maxUploadSizeInBytes: 5_242_880 });
  });

  it('is checked before a byte of an upload is read', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file_group_id', value: '1' },
      { name: 'file', filename: 'id.pdf', content: sampleFiles.pdf() },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: `${DRIVE}/upload/${open}`,
      headers,
      payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('opening a request', () => {
  it('gives each a random version 4 uuid, its only key', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await addRequest(server.db)).uuid));
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(3);
  });
});

describe('reading a request', () => {
  it('answers the open demo request with its three groups, in the language asked for', async () => {
    const english = await getRequest(server, open);
    expect(english.statusCode).toBe(200);
    const body = english.json<{ status: string; groups: Record<string, unknown>[] }>();
    expect(body.status).toBe('created');
    expect(body.groups.map((group) => group.name)).toEqual([
      'Government-issued ID',
      'Bank statement',
      'Proof of address',
    ]);
    expect(body.groups.map((group) => [group.maxFileSizeMb, group.acceptedFileTypes])).toEqual([
      [null, null],
      [10, ['pdf']],
      [2, ['png', 'jpg', 'jpeg']],
    ]);

    const spanish = await getRequest(server, open, '?language=es');
    expect(spanish.json<{ groups: { name: string }[] }>().groups[0]?.name).toBe(
      'Identificación oficial',
    );
  });

  it('answers expired and completed requests without their groups', async () => {
    expect((await getRequest(server, expired)).json()).toEqual({ status: 'expired', groups: [] });
    expect((await getRequest(server, completed)).json()).toEqual({
      status: 'completed',
      groups: [],
    });
  });

  it('answers 404 for an unknown uuid and 400 for something that is not one', async () => {
    const unknown = await getRequest(server, randomUUID(), '?language=es');
    expect(unknown.statusCode).toBe(404);
    expect((await getRequest(server, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('uploading', () => {
  it('stores a PDF under a generated name and lists it in its group', async () => {
    const { uuid, groups } = await addRequest(server.db, [{}, {}]);
    const [group] = groups;
    const response = await uploadFile(
      server,
      uuid,
      group ?? 0,
      '../../etc/passport scan.pdf',
      sampleFiles.pdf(),
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<{ id: string; originalName: string }>();
    expect(document.originalName).toBe('passport scan.pdf');

    const listed = (await getRequest(server, uuid)).json<{
      groups: { id: number; documents: unknown[] }[];
    }>();
    expect(listed.groups[0]?.documents).toEqual([document]);
    expect(listed.groups[1]?.documents).toEqual([]);

    const files = await storedFiles();
    const stored = files.filter((path) => path.includes(uuid));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('passport');
  });

  it('accepts a JPEG named .jpg in a group of the default types', async () => {
    const { uuid, groups } = await addRequest(server.db);
    const response = await uploadFile(
      server,
      uuid,
      groups[0] ?? 0,
      'photo.JPG',
      sampleFiles.jpeg(),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('judges a file by its bytes: PNG bytes named .pdf, an EXE named .pdf, text named .pdf', async () => {
    const { uuid, groups } = await addRequest(server.db, [{ acceptedFileTypes: ['pdf', 'png'] }]);
    const group = groups[0] ?? 0;
    for (const content of [sampleFiles.png(), sampleFiles.exe(), sampleFiles.text()]) {
      const response = await uploadFile(server, uuid, group, 'statement.pdf', content);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        errors: { msg: 'Only these file types are allowed: pdf, png.' },
      });
    }
    const wrongKind = await uploadFile(server, uuid, group, 'photo.jpg', sampleFiles.jpeg());
    expect(wrongKind.statusCode).toBe(415);
    expect(await storedFiles()).not.toContainEqual(expect.stringContaining(uuid));
  });

  it("lists the default types when the group names none, in the caller's language", async () => {
    const { uuid, groups } = await addRequest(server.db);
    const { payload, headers } = multipartBody([
      { name: 'file_group_id', value: String(groups[0]) },
      { name: 'file', filename: 'setup.exe', content: sampleFiles.exe() },
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: `${DRIVE}/upload/${uuid}`,
      headers: { ...KEY, ...headers, 'accept-language': 'es' },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      errors: { msg: 'Solo se permiten estos tipos de archivo: pdf, jpeg, jpg, png.' },
    });
  });

  it("stops a file over the group's limit while it streams and keeps nothing of it", async () => {
    const { uuid, groups } = await addRequest(server.db, [{}, { maxFileSizeMb: 2 }]);
    const [defaultGroup = 0, smallGroup = 0] = groups;

    const overDefault = await uploadFile(
      server,
      uuid,
      defaultGroup,
      'big.pdf',
      sampleFiles.pdf(5 * MB + 1),
    );
    expect(overDefault.statusCode).toBe(413);
    expect(overDefault.json()).toMatchObject({ errors: { msg: 'File cannot be bigger than 5mb' } });

    const overGroup = await uploadFile(
      server,
      uuid,
      smallGroup,
      'big.pdf',
      sampleFiles.pdf(2 * MB + 1),
    );
    expect(overGroup.statusCode).toBe(413);
    expect(overGroup.json()).toMatchObject({ errors: { msg: 'File cannot be bigger than 2mb' } });

    const atLimit = await uploadFile(server, uuid, smallGroup, 'fits.pdf', sampleFiles.pdf(2 * MB));
    expect(atLimit.statusCode).toBe(201);
    expect((await storedFiles()).filter((path) => path.includes(uuid))).toHaveLength(1);
  });

  it('stops at the contract ceiling even when the configured limit is higher', async () => {
    const big = await startDrive({ maxUploadSizeInBytes: 100 * MB });
    try {
      const { uuid, groups } = await addRequest(big.db);
      const response = await uploadFile(
        big,
        uuid,
        groups[0] ?? 0,
        'huge.pdf',
        sampleFiles.pdf(25 * MB + 10),
      );
      expect(response.statusCode).toBe(413);
      expect((await storedFiles()).filter((path) => path.includes(uuid))).toEqual([]);
    } finally {
      await big.close();
    }
  });

  it('refuses malformed uploads: no group, the file first, a group of another request, JSON', async () => {
    const { uuid } = await addRequest(server.db);
    const noGroup = await upload(server, uuid, [
      { name: 'file', filename: 'a.pdf', content: sampleFiles.pdf() },
    ]);
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json()).toMatchObject({ errors: { code: 'VALIDATION' } });

    const fileFirst = await upload(server, uuid, [
      { name: 'file', filename: 'a.pdf', content: sampleFiles.pdf() },
      { name: 'file_group_id', value: '1' },
    ]);
    expect(fileFirst.statusCode).toBe(400);

    const otherGroup = await uploadFile(server, uuid, 1, 'a.pdf', sampleFiles.pdf());
    expect(otherGroup.statusCode).toBe(404);

    const notANumber = await upload(server, uuid, [
      { name: 'file_group_id', value: 'one' },
      { name: 'file', filename: 'a.pdf', content: sampleFiles.pdf() },
    ]);
    expect(notANumber.statusCode).toBe(400);

    const json = await server.app.inject({
      method: 'POST',
      url: `${DRIVE}/upload/${uuid}`,
      headers: KEY,
      payload: { file_group_id: 1 },
    });
    expect(json.statusCode).toBe(415);

    const unknown = await uploadFile(server, randomUUID(), 1, 'a.pdf', sampleFiles.pdf());
    expect(unknown.statusCode).toBe(404);
  });

  it('holds at most the configured number of files per group', async () => {
    const tight = await startDrive({ maxDocumentsPerGroup: 1 });
    try {
      const { uuid, groups } = await addRequest(tight.db);
      const group = groups[0] ?? 0;
      expect((await uploadFile(tight, uuid, group, 'a.pdf', sampleFiles.pdf())).statusCode).toBe(
        201,
      );
      const second = await uploadFile(tight, uuid, group, 'b.pdf', sampleFiles.pdf());
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        errors: { msg: 'A document group holds at most 1 file.' },
      });
    } finally {
      await tight.close();
    }
  });
});

describe('deleting and completing', () => {
  it('deletes a file of the request, and only of that request', async () => {
    const { uuid, groups } = await addRequest(server.db);
    const other = await addRequest(server.db);
    const created = await uploadFile(server, uuid, groups[0] ?? 0, 'a.pdf', sampleFiles.pdf());
    const { id } = created.json<{ id: string }>();

    expect((await deleteFile(server, other.uuid, id)).statusCode).toBe(404);
    const deleted = await deleteFile(server, uuid, id);
    expect(deleted.statusCode).toBe(204);
    expect((await getRequest(server, uuid)).json()).toMatchObject({
      groups: [{ documents: [] }],
    });
    expect((await storedFiles()).filter((path) => path.includes(uuid))).toEqual([]);
    expect((await deleteFile(server, uuid, id)).statusCode).toBe(404);
  });

  it('completes only when every group has a document, then refuses every change', async () => {
    const { uuid, groups } = await addRequest(server.db, [{}, {}]);
    const [first = 0, second = 0] = groups;
    const kept = (await uploadFile(server, uuid, first, 'a.pdf', sampleFiles.pdf())).json<{
      id: string;
    }>();

    const early = await complete(server, uuid);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      errors: { msg: 'Upload at least one document to every group before saving.' },
    });

    await uploadFile(server, uuid, second, 'b.png', sampleFiles.pdf());
    expect((await uploadFile(server, uuid, second, 'b.pdf', sampleFiles.pdf())).statusCode).toBe(
      201,
    );
    const done = await complete(server, uuid);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'completed', groups: [] });

    const closedMessage = {
      errors: { msg: 'This upload request is closed: it was completed or it has expired.' },
    };
    const late = await uploadFile(server, uuid, first, 'c.pdf', sampleFiles.pdf());
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(closedMessage);
    expect((await deleteFile(server, uuid, kept.id)).statusCode).toBe(409);
    expect((await complete(server, uuid)).statusCode).toBe(200);
  });

  it('refuses changes to an expired request, and a request expires with time', async () => {
    const created = await uploadFile(server, expired, 4, 'a.pdf', sampleFiles.pdf());
    expect(created.statusCode).toBe(409);
    expect((await deleteFile(server, expired, randomUUID())).statusCode).toBe(409);
    expect((await complete(server, expired)).statusCode).toBe(409);

    const soon = new Date(server.clock.now().getTime() + 60_000);
    const { uuid, groups } = await addRequest(server.db, [{}], soon);
    expect(
      (await uploadFile(server, uuid, groups[0] ?? 0, 'a.pdf', sampleFiles.pdf())).statusCode,
    ).toBe(201);
    server.clock.advanceSeconds(61);
    expect((await getRequest(server, uuid)).json()).toEqual({ status: 'expired', groups: [] });
    expect(
      (await uploadFile(server, uuid, groups[0] ?? 0, 'b.pdf', sampleFiles.pdf())).statusCode,
    ).toBe(409);
  });
});

describe('rate limits', () => {
  it('limits changes per address', async () => {
    const limited = await startDrive(
      {},
      { rateLimits: { uploadDocument: { max: 2, timeWindowMs: 60_000 } } },
    );
    try {
      const { uuid, groups } = await addRequest(limited.db);
      const send = () =>
        uploadFile(limited, uuid, groups[0] ?? 0, 'a.pdf', sampleFiles.pdf(), '192.0.2.1');
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      // Another address still gets through.
      const elsewhere = await uploadFile(
        limited,
        uuid,
        groups[0] ?? 0,
        'a.pdf',
        sampleFiles.pdf(),
        '192.0.2.2',
      );
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('limits changes per request, whichever address they come from', async () => {
    const limited = await startDrive({ changesPerRequest: { max: 2, timeWindowMs: 15 * 60_000 } });
    try {
      const { uuid, groups } = await addRequest(limited.db);
      const group = groups[0] ?? 0;
      expect(
        (await uploadFile(limited, uuid, group, 'a.pdf', sampleFiles.pdf(), '192.0.2.10'))
          .statusCode,
      ).toBe(201);
      expect(
        (await uploadFile(limited, uuid, group, 'b.pdf', sampleFiles.pdf(), '192.0.2.11'))
          .statusCode,
      ).toBe(201);
      const third = await uploadFile(
        limited,
        uuid,
        group,
        'c.pdf',
        sampleFiles.pdf(),
        '192.0.2.12',
      );
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        errors: { msg: 'Too many changes to this upload request. Try again in 15 minutes.' },
      });
      expect(third.headers['retry-after']).toBe('900');

      limited.clock.advanceSeconds(15 * 60 + 1);
      expect(
        (await uploadFile(limited, uuid, group, 'd.pdf', sampleFiles.pdf(), '192.0.2.13'))
          .statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the demo requests', () => {
  it('come back as seeded, without files uploaded since, when the demo is seeded again', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'outlay-drive-seed-'));
    const storage = createLocalFileStorage(folder);
    try {
      const first = await openTestDb();
      await migrate(first.db);
      await seedDemo(first.db, { passwordHashing: TEST_PASSWORD_HASHING, storage });
      const seededFiles = await readdir(folder, { recursive: true });
      const drive = await startTestServer({ db: first.db, config: { filesDir: folder } });
      const group = 1;
      const uploaded = await uploadFile(drive, open, group, 'a.pdf', sampleFiles.pdf());
      expect(uploaded.statusCode).toBe(201);
      await drive.app.close();
      await first.dispose();

      const second = await openTestDb();
      await migrate(second.db);
      await seedDemo(second.db, { passwordHashing: TEST_PASSWORD_HASHING, storage });
      expect((await readdir(folder, { recursive: true })).sort()).toEqual(seededFiles.sort());
      const again = await startTestServer({ db: second.db, config: { filesDir: folder } });
      expect((await getRequest(again, open)).json()).toMatchObject({
        status: 'created',
        groups: [{ documents: [] }, { documents: [] }, { documents: [] }],
      });
      await again.app.close();
      await second.dispose();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    // Two whole demo seeds (thousands of dashboard entries each): minutes on a busy machine.
  }, 240_000);
});
