import { afterAll, beforeAll } from 'vitest';
import { type TestServer, type TestServerOptions, startTestServer } from './test-server.js';

/**
 * One test server for the describe blocks of a file: started before its first test, closed after
 * its last. What it answers reads through to that server, so a file writes `server.app` as if it
 * had started the server itself, without the hooks written out again in every file.
 */
export function suiteServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  });
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
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
