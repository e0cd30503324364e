// Compressed delivery: the build's .br/.gz twins chosen by Accept-Encoding (with q-values), and
// answers made per request (JSON, the shell) compressed above a small threshold.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signIn } from './support/sign-in.js';
import { type TestServer, startTestServer } from './support/test-server.js';

let server: TestServer;
let dist: string;

const SCRIPT = `export const rows=[${Array.from({ length: 500 }, (_, i) => `"row ${i}"`).join(',')}];`;
const STYLE = '.row{display:flex;gap:4px}\n'.repeat(100);
const MAP = JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) });
const INDEX = `<!doctype html><html><head><title>Outlay</title>${'<link rel="modulepreload" href="/client/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const BROWSER = 'gzip, deflate, br, zstd';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'outlay-web-compression-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  for (const [name, text] of [
    ['app.js', SCRIPT],
    ['app.css', STYLE],
  ] as const) {
    await writeFile(join(dist, 'assets', name), text);
    await writeFile(join(dist, 'assets', `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dist, 'assets', `${name}.gz`), gzipSync(text));
  }
  await writeFile(join(dist, 'assets', 'app.js.map'), MAP);
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    url,
    headers:
      acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
  });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding, 'an encoding this test knows').toBeUndefined();
  return response.body;
}

const varies = (response: LightMyRequestResponse) =>
  [response.headers.vary ?? '']
    .flat()
    .join(',')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('the build files', () => {
  it("are sent as brotli to a browser, with the original's type and the sent length", async () => {
    const response = await get('/client/assets/app.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(varies(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response)).toBe(SCRIPT);
  });

  it.each([
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.9, gzip;q=0.8', 'br'],
    ['deflate, gzip;q=0.2, *;q=0.1', 'gzip'],
    ['*', 'gzip'],
  ])('follow Accept-Encoding "%s" with %s', async (acceptEncoding, expected) => {
    const response = await get('/client/assets/app.css', acceptEncoding);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(varies(response)).toBe(true);
    expect(decoded(response)).toBe(STYLE);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'br;q=0, gzip;q=0'],
  ])('are sent as they are with %s, still varying on it', async (_label, acceptEncoding) => {
    const response = await get('/client/assets/app.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(varies(response)).toBe(true);
    expect(response.body).toBe(SCRIPT);
  });

  it('are never answered with the twin itself under its own name', async () => {
    const response = await get('/client/assets/app.js.br', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it('without a twin (a source map) are compressed as they go', async () => {
    const response = await get('/client/assets/app.js.map', BROWSER);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(MAP);
  });
});

describe('the HTML shell', () => {
  it('is compressed, revalidated at every load and varies on Accept-Encoding', async () => {
    const response = await get('/client/dashboard', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response)).toBe(true);
    expect(decoded(response)).toBe(INDEX);
  });
});

describe('JSON answers', () => {
  it('are compressed above 1 KB, with Vary', async () => {
    const { secretToken } = await signIn(server.app, 'admin@demo.outlay.test');
    const headers = { authorization: `Bearer ${secretToken}` };
    const plain = await get(`${API}/web/user/load-user-profile`, undefined, headers);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [acceptEncoding, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(`${API}/web/user/load-user-profile`, acceptEncoding, headers);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(varies(response)).toBe(true);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('a stored dashboard page is compressed as any answer, the same bytes again, with Vary', async () => {
    const { secretToken } = await signIn(server.app, 'admin@demo.outlay.test');
    const list = (acceptEncoding: string) =>
      server.app.inject({
        method: 'POST',
        url: `${API}/web/dashboard/transactions`,
        headers: { authorization: `Bearer ${secretToken}`, 'accept-encoding': acceptEncoding },
        payload: { filter: 'custom', startDate: '2025-01-01', endDate: '2026-01-05' },
      });
    const plain = await list('identity');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length, plain.body).toBeGreaterThan(1024);
    expect(varies(plain)).toBe(true);
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);

    for (const [acceptEncoding, encoding] of [
      [BROWSER, 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const first = await list(acceptEncoding);
      const again = await list(acceptEncoding);
      for (const response of [first, again]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(varies(response)).toBe(true);
        expect(decoded(response)).toBe(plain.body);
      }
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('are sent as they are below 1 KB', async () => {
    const response = await get('/api/health-check', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
