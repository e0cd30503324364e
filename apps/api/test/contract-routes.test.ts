import { describe, expect, it } from 'vitest';
import { loadContract, toFastifyPath } from '../src/contract/load.js';
import type { Handler, Handlers } from '../src/contract/types.js';
import { buildServer } from '../src/server.js';
import { LOGIN_URL, startLogin } from './support/sign-in.js';
import { suiteServer } from './support/suite-server.js';
import { startTestServer, testConfig } from './support/test-server.js';

const server = suiteServer();

describe('routes from the contract', () => {
  it('registers a route under /api for every operation of openapi/', async () => {
    const contract = await loadContract();
    expect(contract.operations.length).toBeGreaterThanOrEqual(12);
    for (const operation of contract.operations) {
      const url = `/api${toFastifyPath(operation.path)}`;
      expect(server.app.hasRoute({ method: operation.method.toUpperCase(), url }), url).toBe(true);
    }
  });

  it('refuses to start when an operation has no handler', async () => {
    const handlers = { login: undefined } as unknown as Partial<Handlers>;
    await expect(
      buildServer({ db: server.db, config: testConfig(), logger: false, handlers }),
    ).rejects.toThrow(/No handler for contract operation\(s\): login/);
  });

  it('refuses to start when a rate-limited operation does not declare 429', async () => {
    const config = testConfig({ rateLimits: { loadUserProfile: { max: 1, timeWindowMs: 1000 } } });
    await expect(buildServer({ db: server.db, config, logger: false })).rejects.toThrow(
      /do not declare 429: loadUserProfile/,
    );
  });
});

describe('request validation', () => {
  it('answers 400 with the error body naming the field for a malformed email', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        msg: 'The field "email" is invalid: Enter a valid email address.',
        code: 'VALIDATION',
        fields: { email: 'Enter a valid email address.' },
      },
    });
  });

  it('reports missing, extra and too-long fields, each under its path', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: { email: 'a@b.test', unexpected: true, nested: { x: 1 } },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { fields: Record<string, string> } }>();
    expect(errors.fields).toMatchObject({
      password: 'This field is required.',
      unexpected: 'This field is not allowed.',
      nested: 'This field is not allowed.',
    });

    const long = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: { email: 'a@b.test', password: 'x'.repeat(129) },
    });
    expect(long.json()).toMatchObject({
      errors: { fields: { password: 'Use at most 128 characters.' } },
    });
  });

  it('rejects a body of the wrong type without coercing it', async () => {
    // A real password step: without it the call answers 401 before its body is looked at.
    const { loginCookie } = await startLogin(server.app, 'manager@demo.outlay.test');
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/v2/web/user/verify-2FA`,
      cookies: { outlay_login: loginCookie },
      payload: { userId: 'not-a-uuid', code: 123456, method: 'SMS' },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: { fields: Record<string, string> } }>();
    expect(Object.keys(errors.fields).sort()).toEqual(['code', 'method', 'userId']);
    expect(errors.fields.method).toBe('Choose one of: EMAIL, OTP.');
  });

  it('answers in Spanish and Portuguese when the caller asks', async () => {
    const payload = { email: 'nope', password: 'x' };
    const es = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload,
    });
    expect(es.json()).toMatchObject({
      errors: { msg: 'El campo "email" no es válido: Introduce un correo electrónico válido.' },
    });
    const pt = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'accept-language': 'pt-BR' },
      payload,
    });
    expect(pt.json()).toMatchObject({ errors: { fields: { email: 'Informe um e-mail válido.' } } });
    const fallback = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'accept-language': 'fr-FR, de;q=0.8' },
      payload,
    });
    expect(fallback.json()).toMatchObject({
      errors: { fields: { email: 'Enter a valid email address.' } },
    });
  });

  it('uses the error body for JSON that does not parse and for the wrong content type', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errors: { code: 'BAD_REQUEST' } });

    const xml = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ errors: { code: 'UNSUPPORTED_MEDIA_TYPE' } });

    const text = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ errors: { code: 'VALIDATION' } });
  });

  it('refuses bodies over the size limit', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      payload: { email: 'a@b.test', password: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('errors and responses', () => {
  it('answers an unknown route with the error body', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errors: { msg: 'This address does not exist.', code: 'NOT_FOUND' },
    });
  });

  it('turns a response that breaks the contract into a loud 500', async () => {
    const drifting = (() =>
      Promise.resolve({
        status: 200,
        body: { appVersion: 'x', backendVersion: 'y', leaked: 'secret' },
      })) as unknown as Handler<'getVersions'>;
    const broken = await startTestServer({ db: server.db, handlers: { getVersions: drifting } });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/v2/web/version' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret');
      expect(response.json()).toMatchObject({ errors: { code: 'INTERNAL' } });
    } finally {
      await broken.app.close();
    }
  });

  it('answers a thrown error with a 500 error body that reveals nothing', async () => {
    const failing: Handler<'getVersions'> = () =>
      Promise.reject(new Error('database password is hunter2'));
    const broken = await startTestServer({ db: server.db, handlers: { getVersions: failing } });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/v2/web/version' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('hunter2');
      expect(response.json()).toEqual({
        errors: { msg: 'Something went wrong! Please try again later.', code: 'INTERNAL' },
      });
    } finally {
      await broken.app.close();
    }
  });
});
