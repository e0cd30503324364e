// The msw server of a component test file: it answers the app's client (see mock-api-client)
// for the whole file, and each test starts again from the contract's happy-path handlers.
import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function startMockServer() {
  const server = setupMockServer();
  beforeAll(() => {
    server.listen(listenOptions);
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
