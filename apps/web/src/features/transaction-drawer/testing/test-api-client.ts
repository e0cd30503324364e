// The app's client for component tests (vi.mock of lib/api-client): the real generated client
// at an absolute address Node can fetch, reading `fetch` when each request goes, so msw's
// interception (started in the test) answers it.
import { createOutlayClient } from '@outlay/api-client';

export const apiClient = createOutlayClient({
  baseUrl: 'http://outlay.test/api',
  fetch: (request) => globalThis.fetch(request),
  session: {
    getSecretToken: () => 'test-token',
    setSecretToken: () => undefined,
    getClientAddress: () => '203.0.113.10',
    getLanguage: () => 'en',
    onLogout: () => undefined,
  },
});

export function setClientLanguage(): void {
  // One language in these tests.
}
