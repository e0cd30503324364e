import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './support/test-server.js';

let server: TestServer;
let dist: string;

const INDEX =
  '<!doctype html><html><head><script type="module" src="/client/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'outlay-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'version.json'), JSON.stringify({ version: '2026.0302.1000' }));
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('send a CSP without inline script on the API and on the app', async () => {
    for (const url of ['/api/health-check', '/client/', '/client/dashboard']) {
      const response = await server.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the web app under /client/', () => {
  it('serves index.html for a deep link, revalidated at every load', async () => {
    const response = await server.app.inject({ url: '/client/dashboard?from=deep-link' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
    const nested = await server.app.inject({
      url: '/client/en/upload-documents/3f2b8c1e-7a4d-4e9b-8c2f-5d6e7f8a9b0c',
    });
    expect(nested.body).toBe(INDEX);
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await server.app.inject({ url: '/client/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not with the app', async () => {
    const response = await server.app.inject({ url: '/client/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: { code: 'NOT_FOUND' } });
  });

  it('does not serve files outside the build folder', async () => {
    const response = await server.app.inject({ url: '/client/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
    expect([404, 403]).toContain(response.statusCode);
  });

  it('redirects / and /client to /client/', async () => {
    for (const url of ['/', '/client']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/client/');
    }
  });

  it('explains what to do when the app is not built', async () => {
    const bare = await startTestServer({
      db: server.db,
      config: { webDist: join(dist, 'missing') },
    });
    try {
      const response = await bare.app.inject({ url: '/client/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('pnpm build');
    } finally {
      await bare.app.close();
    }
  });
});

describe('versions and health', () => {
  it('answers the served app version and the backend version, uncached', async () => {
    const response = await server.app.inject({ url: '/api/v2/web/version' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      appVersion: '2026.0302.1000',
      backendVersion: '0.0.0+local',
    });
  });

  it('says dev when no build is served', async () => {
    const bare = await startTestServer({
      db: server.db,
      config: { webDist: join(dist, 'missing') },
    });
    try {
      const response = await bare.app.inject({ url: '/api/v2/web/version' });
      expect(response.json()).toMatchObject({ appVersion: 'dev' });
    } finally {
      await bare.app.close();
    }
  });

  it('checks the database in the health check', async () => {
    const response = await server.app.inject({ url: '/api/health-check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers the caller address', async () => {
    const response = await server.app.inject({
      url: '/api/v2/web/user/check-ip-status',
      remoteAddress: '203.0.113.9',
    });
    expect(response.json()).toEqual({ ipAddress: '203.0.113.9', status: 'ALLOWED' });
  });
});
