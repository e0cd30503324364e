import { afterAll, beforeAll } from 'vitest';
import { type Caller, callerFor } from './signed-in-calls.js';
import { type TestServer, type TestServerOptions, startTestServer } from './test-server.js';

/**
 * One test server for the describe blocks of a file: started before its first test, closed after
 * its last. What it answers reads through to that server, so a file writes `server.app` as if it
 * had started the server itself, without the hooks written out again in every file.
 */
export function suiteServer(options: TestServerOptions = {}): TestServer {
  return startedBeforeAll(() => startTestServer(options));
}

/**
 * A suite server (started by `start`) with the users of `emails` signed in on it, each as the
 * caller named by its key: `const { server, admin } = signedInSuite(start, { admin: '…' })`.
 * Like the server, each caller reads through to the one signed in before the first test.
 */
export function signedInSuite<Name extends string>(
  start: () => Promise<TestServer>,
  emails: Record<Name, string>,
  timeoutMs?: number,
): { server: TestServer } & Record<Name, Caller> {
  const names = Object.keys(emails) as Name[];
  const signedIn = new Map<Name, Caller>();
  const server = startedBeforeAll(start, timeoutMs, async (started) => {
    await Promise.all(
      names.map(async (name) => signedIn.set(name, await callerFor(started.app, emails[name]))),
    );
  });
  const callerNamed = (name: Name): Caller => {
    const current = () => {
      const caller = signedIn.get(name);
      if (!caller) throw new Error(`${name} signs in in beforeAll: use it inside a test.`);
      return caller;
    };
    return {
      get session() {
        return current().session;
      },
      get address() {
        return current().address;
      },
      call: (...args) => current().call(...args),
    };
  };
  const callers = Object.fromEntries(names.map((name) => [name, callerNamed(name)]));
  return { server, ...(callers as Record<Name, Caller>) };
}

/**
 * The server `start` answers in beforeAll, then `prepare`d (closed in afterAll even when preparing
 * fails), read through as it is then.
 */
function startedBeforeAll(
  start: () => Promise<TestServer>,
  timeoutMs?: number,
  prepare?: (server: TestServer) => Promise<void>,
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await start();
    await prepare?.(started);
  }, timeoutMs);
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('The suite server starts in beforeAll: use it inside a test.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get services() {
      return current().services;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
