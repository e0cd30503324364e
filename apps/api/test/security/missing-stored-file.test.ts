// Security probe, clean recovery: a download whose stored file has gone missing answers 404
// with the error body, never a 500.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendStoredFile } from '../../src/files/download-headers.js';
import { createLocalFileStorage } from '../../src/files/local-storage.js';
import { installErrorHandlers } from '../../src/http/error-handler.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('a stored file that is missing', () => {
  it('answers 404 with the error body', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'outlay-missing-'));
    folders.push(folder);
    const storage = createLocalFileStorage(folder);
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/download', (_request, reply) =>
      sendStoredFile(reply, storage, {
        key: 'receipts/1/gone',
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
      }),
    );
    const response = await app.inject({ url: '/download' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: { code: 'NOT_FOUND' } });
    await app.close();
  });
});
