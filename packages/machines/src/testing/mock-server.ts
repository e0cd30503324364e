import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The msw server of one test file: listening before its first test, back to the happy-path
 * handlers after each test (a test's `server.use` lasts that test), closed after the last.
 */
export function mockServerForSuite(...overrides: RequestHandler[]) {
  const server = setupMockServer(...overrides);
  beforeAll(() => server.listen(listenOptions));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
