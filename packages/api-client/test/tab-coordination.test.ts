// Two tabs of the app share one refresh cookie: when both are refused at the same moment, one
// refresh runs (the other tab waits for the lock and takes the token the first one shares),
// so the cookie is never spent twice.
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type TabChannel, type TabLocks, createSessionMiddleware } from '../src/index';
import { createFakeSession, TEST_BASE_URL } from './support/session';

interface PingPaths {
  '/ping': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': { ok: true } } };
      };
    };
  };
}

const server = setupServer(
  http.get(`${TEST_BASE_URL}/ping`, async ({ request }) => {
    await delay(5);
    return request.headers.get('authorization') === 'Bearer fresh'
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ errors: { msg: 'no' } }, { status: 401 });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

/** navigator.locks as tabs of one browser see it: one holder of a name at a time. */
function sharedLocks(): TabLocks {
  let queue = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const run = queue.then(callback);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

/** BroadcastChannel between tabs: a message reaches every tab but the sender. */
function sharedChannel(tabs: number): TabChannel[] {
  const listeners: ((event: { data: unknown }) => void)[][] = Array.from(
    { length: tabs },
    () => [],
  );
  return listeners.map((own, index) => ({
    postMessage(data: unknown) {
      listeners.forEach((others, other) => {
        if (other !== index) for (const listener of others) listener({ data });
      });
    },
    addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
      own.push(listener);
    },
  }));
}

it('refreshes once for two tabs refused at the same moment, and both go on', async () => {
  const locks = sharedLocks();
  const channels = sharedChannel(2);
  const refresh = vi.fn(async () => {
    await delay(20);
    return 'fresh';
  });
  const tabs = channels.map((channel) => {
    const { session, state } = createFakeSession({ token: 'stale' });
    const { middleware } = createSessionMiddleware({
      session,
      refresh,
      accessOf: () => 'token',
      tabs: { locks, channel },
    });
    const client = createClient<PingPaths>({ baseUrl: TEST_BASE_URL });
    client.use(middleware);
    return { client, session, state };
  });

  const results = await Promise.all(tabs.map(({ client }) => client.GET('/ping')));

  expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }]);
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(tabs.map(({ state }) => state.token)).toEqual(['fresh', 'fresh']);
  expect(tabs.every(({ session }) => session.onLogout.mock.calls.length === 0)).toBe(true);
});

it("does not sign a signed-out tab back in with another tab's token", () => {
  const [first, second] = sharedChannel(2);
  const { session, state } = createFakeSession({ token: null });
  createSessionMiddleware({
    session,
    refresh: () => Promise.resolve(null),
    accessOf: () => 'token',
    tabs: { channel: second ?? first },
  });
  first?.postMessage({ type: 'secretToken', token: 'fresh' });
  expect(state.token).toBeNull();
});
