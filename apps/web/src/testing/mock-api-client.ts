// The app's client for component tests (`vi.mock('<path>/lib/api-client', ...)`): the real
// generated client at an address Node can fetch, reading `fetch` when each request goes, so the
// msw server a test starts answers it.
import { createOutlayClient } from '@outlay/api-client';

export const apiClient = createOutlayClient({
  baseUrl: 'http://outlay.test/api',
  fetch: (request) => globalThis.fetch(request),
  session: {
    getSecretToken: () => 'component-test-token',
    setSecretToken: () => undefined,
    getClientAddress: () => '203.0.113.20',
    getLanguage: () => 'en',
    onLogout: () => undefined,
  },
});
