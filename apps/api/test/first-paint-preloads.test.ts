// The HTML shell names the files a page's first paint needs (first-paint.json, from the web
// build), so the browser fetches them with the entry: by path, by session hint and language.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './support/test-server.js';

let server: TestServer;
let dist: string;

const INDEX = '<!doctype html><html><head><title>Outlay</title></head><body></body></html>';
const PRELOADS = {
  pages: {
    'sign-in': {
      paths: ['/', '/login'],
      session: false,
      scripts: ['assets/login.js'],
    },
    dashboard: {
      paths: ['/dashboard'],
      session: true,
      scripts: ['assets/area.js', 'assets/dashboard.js', '../../etc/passwd', 'assets/a.css'],
    },
  },
  messages: {
    en: { common: ['assets/common-en.js'], shell: ['assets/shell-en.js'] },
    es: { common: ['assets/common-es.js'], shell: ['assets/shell-es.js'] },
  },
  areas: { 'sign-in': ['common'], dashboard: ['common', 'shell'] },
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'outlay-first-paint-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'first-paint.json'), JSON.stringify(PRELOADS));
  server = await startTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  server.app.inject({ url, headers: cookie ? { cookie } : {} });
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload)"[^>]*href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );

describe('the first paint preloads in the HTML shell', () => {
  it('name the signed-in dashboard’s code and catalogs for a visitor with a session', async () => {
    const response = await page('/client/dashboard', 'outlay_session=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('cookie');
    expect(preloaded(response.body)).toEqual([
      'modulepreload /client/assets/area.js',
      'modulepreload /client/assets/dashboard.js',
      'modulepreload /client/assets/common-en.js',
      'modulepreload /client/assets/shell-en.js',
    ]);
    expect(response.body).toMatch(/<link [^>]+><\/head>/);
  });

  it('name the catalogs of the language asked for, or remembered', async () => {
    const asked = await page('/client/dashboard?lng=ES', 'outlay_session=1');
    expect(preloaded(asked.body)).toContain('modulepreload /client/assets/shell-es.js');
    const remembered = await page('/client/dashboard', 'outlay_session=1; outlay_lng=es');
    expect(preloaded(remembered.body)).toContain('modulepreload /client/assets/common-es.js');
    const unknown = await page('/client/dashboard?lng=xx', 'outlay_session=1');
    expect(preloaded(unknown.body)).toContain('modulepreload /client/assets/common-en.js');
  });

  it('name the sign-in form’s for a visitor without one, on its paths only', async () => {
    for (const url of ['/client/', '/client/login']) {
      expect(preloaded((await page(url)).body)).toEqual([
        'modulepreload /client/assets/login.js',
        'modulepreload /client/assets/common-en.js',
      ]);
    }
    // The dashboard without a session sends the visitor to sign in: nothing of its own.
    expect(preloaded((await page('/client/dashboard')).body)).toEqual([]);
    expect(preloaded((await page('/client/cards', 'outlay_session=1')).body)).toEqual([]);
  });

  it('never name a file outside the build’s assets', async () => {
    const response = await page('/client/dashboard', 'outlay_session=1');
    expect(response.body).not.toContain('passwd');
    expect(response.body).not.toContain('a.css');
  });
});
