import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '../src/files/detect-type.js';
import { attachmentHeaders, sendStoredFile } from '../src/files/download-headers.js';
import { extensionOf, isAllowedFile } from '../src/files/file-kinds.js';
import { createLocalFileStorage } from '../src/files/local-storage.js';
import {
  FileTypeNotAllowedError,
  type IncomingFile,
  receiveFile,
} from '../src/files/receive-file.js';
import { FileTooLargeError, limitBytes } from '../src/files/size-limit.js';
import { type FileStorage, newStorageKey } from '../src/files/storage.js';
import { sampleFiles } from './support/multipart.js';

let root: string;
let storage: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'outlay-files-test-'));
  storage = createLocalFileStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const allFiles = async () =>
  (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** A file arriving in chunks of `chunk` bytes, as a network stream would bring it. */
function incoming(
  bytes: Buffer,
  name = 'doc.pdf',
  chunk = 1000,
): IncomingFile & { pulled: () => number } {
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= bytes.length) {
        this.push(null);
        return;
      }
      this.push(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
  return {
    field: 'file',
    filename: name,
    declaredType: 'application/pdf',
    stream,
    isTruncated: () => false,
    pulled: () => offset,
  };
}

const pdfOnly = (detected: { mime: string } | undefined) => detected?.mime === 'application/pdf';
/** A PDF of at most `maxBytes` received into the suite's storage under `key`. */
const receivePdf = (file: Parameters<typeof receiveFile>[0], maxBytes: number, key: string) =>
  receiveFile(file, { maxBytes, accepts: pdfOnly, storage, key });

describe('file kinds and detection', () => {
  it('reads the type from the bytes', async () => {
    expect(await detectFileType(sampleFiles.pdf())).toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
    expect(await detectFileType(sampleFiles.png())).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectFileType(sampleFiles.jpeg())).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await detectFileType(sampleFiles.text())).toBeUndefined();
  });

  it('wants the bytes and the name to agree, and the name to be allowed', () => {
    expect(extensionOf('Scan.Final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(isAllowedFile('application/pdf', 'a.pdf', ['pdf'])).toBe(true);
    expect(isAllowedFile('image/jpeg', 'a.jpeg', ['jpeg'])).toBe(true);
    expect(isAllowedFile('image/png', 'a.pdf', ['pdf', 'png'])).toBe(false);
    expect(isAllowedFile('application/pdf', 'a.pdf', ['png'])).toBe(false);
    expect(isAllowedFile(undefined, 'a.pdf', ['pdf'])).toBe(false);
    expect(isAllowedFile('application/x-msdownload', 'a.exe', ['exe'])).toBe(false);
  });
});

describe('limitBytes', () => {
  it('passes a stream under the limit and fails past it', async () => {
    const under = [];
    for await (const chunk of limitBytes(Readable.from([Buffer.alloc(5), Buffer.alloc(5)]), 10)) {
      under.push(chunk);
    }
    expect(under).toHaveLength(2);
    await expect(async () => {
      for await (const _chunk of limitBytes(
        Readable.from([Buffer.alloc(6), Buffer.alloc(6)]),
        10,
      )) {
        // read on
      }
    }).rejects.toBeInstanceOf(FileTooLargeError);
  });
});

describe('receiveFile', () => {
  it('stores an accepted file and reports its size and type', async () => {
    const key = newStorageKey('test/accepted');
    const bytes = sampleFiles.pdf(10_000);
    const received = await receivePdf(incoming(bytes), 20_000, key);
    expect(received).toEqual({ key, bytes: 10_000, type: { ext: 'pdf', mime: 'application/pdf' } });
    expect(await readFile(join(root, key))).toEqual(bytes);
  });

  it('refuses a wrong type from its first bytes, before storing or reading the rest', async () => {
    const file = incoming(sampleFiles.exe(1_000_000));
    await expect(receivePdf(file, 2_000_000, newStorageKey('test/exe'))).rejects.toBeInstanceOf(
      FileTypeNotAllowedError,
    );
    expect(file.pulled()).toBeLessThan(20_000);
    expect(file.stream.destroyed).toBe(true);
    expect(await allFiles()).not.toContainEqual(expect.stringContaining('exe'));
  });

  it('stops past the limit while streaming and leaves no partial file', async () => {
    const before = await allFiles();
    const file = incoming(sampleFiles.pdf(5_000_000), 'big.pdf', 64 * 1024);
    await expect(receivePdf(file, 100_000, newStorageKey('test/big'))).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(file.pulled()).toBeLessThan(300_000);
    expect(await allFiles()).toEqual(before);
  });

  it('treats a stream the transport cut short as too large', async () => {
    const file = { ...incoming(sampleFiles.pdf(5_000)), isTruncated: () => true };
    const key = newStorageKey('test/cut');
    await expect(receivePdf(file, 10_000, key)).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage.read(key)).rejects.toThrow();
  });
});

describe('local storage', () => {
  it('refuses keys it could not have made', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'Upper/Case', 'a//b', '']) {
      await expect(storage.write(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /Not a storage key/,
      );
    }
  });

  it('removes one file, or a whole folder, and ignores what is not there', async () => {
    const a = newStorageKey('test/folder');
    const b = newStorageKey('test/folder');
    await storage.write(a, Readable.from([Buffer.from('a')]));
    await storage.write(b, Readable.from([Buffer.from('b')]));
    await storage.remove(a);
    await storage.remove(a);
    await expect(storage.read(a)).rejects.toThrow();
    await storage.removeAll('test/folder');
    await expect(storage.read(b)).rejects.toThrow();
  });

  it('never shows a half-written file', async () => {
    const key = newStorageKey('test/half');
    const source = new PassThrough();
    const writing = storage.write(key, source);
    source.write(Buffer.alloc(1000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(storage.read(key)).rejects.toThrow();
    source.destroy(new Error('connection lost'));
    await expect(writing).rejects.toThrow('connection lost');
    expect((await allFiles()).filter((name) => name.includes('partial'))).toEqual([]);
  });
});

describe('downloads', () => {
  it('are attachments that a browser will not sniff or render', () => {
    const headers = attachmentHeaders('résumé "final".pdf', 'application/pdf');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="resume final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf`,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain('sandbox');
  });

  it('send the stored bytes with those headers', async () => {
    const key = newStorageKey('test/download');
    await storage.write(key, Readable.from([Buffer.from('<html><script>alert(1)</script>')]));
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendStoredFile(reply, storage, { key, fileName: 'page.html', contentType: 'text/html' }),
    );
    const response = await app.inject({ method: 'GET', url: '/file' });
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<script>');
    await app.close();
  });
});
