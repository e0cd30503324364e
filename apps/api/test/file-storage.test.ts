import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRIVE_API_KEY, loadConfig } from '../src/config.js';
import { DEMO_UPLOAD_REQUESTS } from '../src/seed/index.js';
import { createLocalFileStorage } from '../src/files/local-storage.js';
import { createS3FileStorage } from '../src/files/s3-storage.js';
import { type FileStorage, StoredFileMissingError, newStorageKey } from '../src/files/storage.js';
import { multipartBody, sampleFiles } from './support/multipart.js';
import { type LocalS3, startLocalS3 } from './support/s3-server.js';
import { startTestServer } from './support/test-server.js';

interface Backend {
  storage: FileStorage;
  /** The keys stored under `prefix`, read from the store itself, not through the storage. */
  keys(prefix: string): Promise<string[]>;
}

let s3: LocalS3;
let folder: string;
const backends: Record<string, () => Backend> = {
  'local disk': () => ({
    storage: createLocalFileStorage(folder),
    async keys(prefix) {
      const entries = await readdir(join(folder, prefix), {
        recursive: true,
        withFileTypes: true,
      }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
    },
  }),
  'an S3 bucket': () => ({
    storage: createS3FileStorage(s3.options),
    keys: (prefix) => s3.keys(`${prefix}/`),
  }),
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'outlay-storage-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

/** Chunks of `bytes`, then a failure, as a connection dropped mid-upload gives them. */
async function* droppedAfter(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
  await Promise.resolve();
  throw new Error('connection reset');
}

describe.each(Object.keys(backends))('files on %s', (name) => {
  let backend: Backend;
  beforeAll(() => {
    const make = backends[name];
    if (!make) throw new Error(name);
    backend = make();
  });

  it('keep the bytes written, and count them', async () => {
    const key = newStorageKey('receipts/1');
    const written = await backend.storage.write(key, Readable.from([Buffer.from('a receipt')]));
    expect(written.bytes).toBe(9);
    expect(await text(await backend.storage.read(key))).toBe('a receipt');
  });

  it('keep a file larger than one upload part whole', async () => {
    // Above the 5 MiB a multipart upload sends per part.
    const bytes = randomBytes(6 * 1_048_576 + 17);
    const key = newStorageKey('statements/2');
    const chunks = Array.from({ length: 100 }, (_, index) =>
      bytes.subarray(
        Math.floor((index * bytes.length) / 100),
        Math.floor(((index + 1) * bytes.length) / 100),
      ),
    );
    expect((await backend.storage.write(key, Readable.from(chunks))).bytes).toBe(bytes.length);
    const read: Buffer[] = [];
    for await (const chunk of await backend.storage.read(key)) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
  });

  it('keep nothing of a stream that fails on its way', async () => {
    const folderKey = newStorageKey('drive');
    const key = newStorageKey(folderKey);
    await expect(
      backend.storage.write(key, droppedAfter(randomBytes(64 * 1024))),
    ).rejects.toThrow();
    expect(await backend.keys(folderKey)).toEqual([]);
    await expect(backend.storage.read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('say a missing file is missing, and remove one that is there', async () => {
    const key = newStorageKey('receipts/3');
    await expect(backend.storage.read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await backend.storage.remove(key);
    await backend.storage.write(key, Readable.from([Buffer.from('x')]));
    await backend.storage.remove(key);
    await expect(backend.storage.read(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('remove a whole folder, and only that folder', async () => {
    const doomed = newStorageKey('drive');
    const kept = `${doomed}-kept`;
    for (let index = 0; index < 5; index += 1) {
      await backend.storage.write(newStorageKey(doomed), Readable.from([Buffer.from('d')]));
    }
    const survivor = newStorageKey(kept);
    await backend.storage.write(survivor, Readable.from([Buffer.from('k')]));
    expect(await backend.keys(doomed)).toHaveLength(5);
    await backend.storage.removeAll(doomed);
    expect(await backend.keys(doomed)).toEqual([]);
    expect(await text(await backend.storage.read(survivor))).toBe('k');
  });

  it('refuse a key the storage did not make', async () => {
    await expect(backend.storage.read('../etc/passwd')).rejects.toThrow(/Not a storage key/);
    await expect(
      backend.storage.write('drive/../../x', Readable.from([Buffer.from('x')])),
    ).rejects.toThrow(/Not a storage key/);
  });
});

describe('a server keeping its files in S3', () => {
  it('stores an upload in the bucket and removes it from there', async () => {
    const server = await startTestServer({ config: { storage: { kind: 's3', ...s3.options } } });
    try {
      const uuid = DEMO_UPLOAD_REQUESTS.open;
      const headers = { 'x-api-key': DEFAULT_DRIVE_API_KEY };
      const request = await server.app.inject({
        method: 'GET',
        url: `/api/drive/uploadRequest/${uuid}`,
        headers,
      });
      const groupId = request.json<{ groups: { id: number }[] }>().groups[0]?.id;
      const form = multipartBody([
        { name: 'file_group_id', value: String(groupId) },
        {
          name: 'file',
          filename: 'incorporation.pdf',
          content: sampleFiles.pdf(),
          type: 'application/pdf',
        },
      ]);
      const uploaded = await server.app.inject({
        method: 'POST',
        url: `/api/drive/upload/${uuid}`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const inBucket = (await s3.keys('drive/')).filter((key) => key.includes(uuid));
      expect(inBucket).toHaveLength(1);

      const { id } = uploaded.json<{ id: string }>();
      const removed = await server.app.inject({
        method: 'DELETE',
        url: `/api/drive/uploadRequest/${uuid}/deleteFile/${id}`,
        headers,
      });
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      expect((await s3.keys('drive/')).filter((key) => key.includes(uuid))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('the storage setting', () => {
  it('is the files folder unless S3 is asked for, and S3 wants its bucket named', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ OUTLAY_STORAGE: 's3' })).toThrow(/OUTLAY_S3_BUCKET/);
    expect(() => loadConfig({ OUTLAY_STORAGE: 'ftp' })).toThrow(/OUTLAY_STORAGE/);
    expect(
      loadConfig({
        OUTLAY_STORAGE: 's3',
        OUTLAY_S3_BUCKET: 'outlay',
        OUTLAY_S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'outlay',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });
});
