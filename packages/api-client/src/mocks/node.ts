// msw in Node, for Vitest. Typical use in a test file:
//   const server = setupMockServer();
//   beforeAll(() => server.listen(listenOptions));
//   afterEach(() => server.resetHandlers());
//   afterAll(() => server.close());
// Create the Outlay client after `listen`: openapi-fetch keeps the `fetch` it finds.
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from './handlers';

/** A request no handler answers fails the test instead of reaching the network. */
export const listenOptions = { onUnhandledRequest: 'error' } as const;

/** An msw server with every happy-path handler; `overrides` take precedence. */
export function setupMockServer(...overrides: RequestHandler[]): SetupServer {
  return setupServer(...overrides, ...handlers);
}
