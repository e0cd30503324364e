// The real generated client for machine tests, with an in-memory session.
import { createOutlayClient, type OutlayClient } from '@outlay/api-client';

export interface TestSession {
  token: string | null;
  logouts: number;
}

export function createTestClient(session: TestSession = { token: null, logouts: 0 }): {
  client: OutlayClient;
  session: TestSession;
} {
  const client = createOutlayClient({
    baseUrl: 'http://outlay.test/api',
    session: {
      getSecretToken: () => session.token,
      setSecretToken: (token) => {
        session.token = token;
      },
      getClientAddress: () => '203.0.113.10',
      getLanguage: () => 'en',
      onLogout: () => {
        session.logouts += 1;
        session.token = null;
      },
    },
  });
  return { client, session };
}

/** A fresh client of a signed-in session (the mocks take any token). */
export const signedInClient = (): OutlayClient =>
  createTestClient({ token: 'token', logouts: 0 }).client;

/** A fresh client of a visitor, who has no session yet. */
export const visitorClient = (): OutlayClient => createTestClient().client;
