// Security probe, headers: one framing policy on every answer (the CSP's frame-ancestors and
// X-Frame-Options say the same thing, including on answers that bring their own CSP), a
// Permissions-Policy that switches off what Outlay never uses, and HSTS only over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentHeaders } from '../../src/files/download-headers.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Behind a proxy that terminates TLS and says so in X-Forwarded-Proto.
  proxied = await startTestServer({ db: server.db, config: { trustProxy: true } });
});
afterAll(async () => {
  await proxied.close();
  await server.close();
});

/** The frame-ancestors sources of a CSP, or undefined when it has none. */
function frameAncestors(csp: string | string[] | number | undefined): string | undefined {
  const directive = String(csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors'));
  return directive?.slice('frame-ancestors'.length).trim();
}

const URLS = [
  '/api/health-check',
  '/client/',
  '/api/legal/documents/privacy-policy.pdf',
  '/api/v2/web/user/load-user-profile',
  '/api/nothing-here',
];

describe('framing', () => {
  it.each(URLS)(
    '%s: frame-ancestors and X-Frame-Options agree that nobody may frame it',
    async (url) => {
      const response = await server.app.inject({ url });
      expect(frameAncestors(response.headers['content-security-policy'])).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('holds for a stored file sent as a download, which brings its own CSP', () => {
    const headers = attachmentHeaders('scan.pdf', 'application/pdf');
    expect(frameAncestors(headers['content-security-policy'])).toBe("'none'");
  });
});

describe('Permissions-Policy', () => {
  it.each(URLS)('%s switches off the camera, microphone, location and payment', async (url) => {
    const response = await server.app.inject({ url });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain http (localhost would be told to insist on https)', async () => {
    for (const url of URLS) {
      const response = await server.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is not sent when an untrusted caller claims https', async () => {
    const response = await server.app.inject({
      url: '/api/health-check',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent over https behind a trusted proxy', async () => {
    const response = await proxied.app.inject({
      url: '/client/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
