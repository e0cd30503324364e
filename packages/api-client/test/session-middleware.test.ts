// The middleware on its own, over a small made-up contract with an authenticated POST: the
// Outlay contract has no such operation yet, and a retry must resend the original body.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import createClient from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createSessionMiddleware } from '../src/index';
import { createFakeSession, TEST_BASE_URL } from './support/session';

interface Note {
  text: string;
}
interface EchoPaths {
  '/notes': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { 'application/json': Note } };
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': Note } };
        401: { headers: Record<string, unknown>; content: { 'application/json': unknown } };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

const received: { auth: string | null; body: string }[] = [];
const server = setupServer(
  http.post(`${TEST_BASE_URL}/notes`, async ({ request }) => {
    const auth = request.headers.get('authorization');
    const body = await request.text();
    received.push({ auth, body });
    if (auth !== 'Bearer fresh')
      return HttpResponse.json({ errors: { msg: 'no' } }, { status: 401 });
    return HttpResponse.json(JSON.parse(body) as Note);
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => {
  server.close();
});

it('retries each refused request once with its own body and the new token', async () => {
  const { session } = createFakeSession({ token: 'stale' });
  const refresh = vi.fn(async () => {
    await delay(20);
    return 'fresh';
  });
  const { middleware } = createSessionMiddleware({
    session,
    refresh,
    accessOf: () => 'token',
  });
  const client = createClient<EchoPaths>({ baseUrl: TEST_BASE_URL });
  client.use(middleware);

  const texts = ['first', 'second', 'third'];
  const results = await Promise.all(texts.map((text) => client.POST('/notes', { body: { text } })));

  expect(results.map((result) => result.data?.text)).toEqual(texts);
  expect(refresh).toHaveBeenCalledTimes(1);
  const retries = received.filter((call) => call.auth === 'Bearer fresh');
  expect(retries.map((call) => call.body).sort()).toEqual(
    texts.map((text) => JSON.stringify({ text })).sort(),
  );
  expect(received).toHaveLength(6);
});

it('fails every waiter and logs out once when refresh rejects', async () => {
  const { session } = createFakeSession({ token: 'stale' });
  const { middleware } = createSessionMiddleware({
    session,
    refresh: () => Promise.reject(new Error('offline')),
    accessOf: () => 'token',
  });
  const client = createClient<EchoPaths>({ baseUrl: TEST_BASE_URL });
  client.use(middleware);

  const results = await Promise.allSettled([
    client.POST('/notes', { body: { text: 'a' } }),
    client.POST('/notes', { body: { text: 'b' } }),
  ]);

  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  expect(session.onLogout).toHaveBeenCalledTimes(1);
});
