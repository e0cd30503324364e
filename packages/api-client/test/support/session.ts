import { vi } from 'vitest';
import type { Language, SessionPort } from '../../src/index';

/** Tests give the client an absolute base: Node has no page origin to resolve `/api`. */
export const TEST_BASE_URL = 'http://outlay.test/api';

export interface FakeSessionState {
  token: string | null;
  address: string | null;
  language: Language;
}

/** A SessionPort over plain state, every method a spy. onLogout clears the token. */
export function createFakeSession(initial: Partial<FakeSessionState> = {}) {
  const state: FakeSessionState = { token: null, address: null, language: 'en', ...initial };
  const session = {
    getSecretToken: vi.fn(() => state.token),
    setSecretToken: vi.fn((token: string) => {
      state.token = token;
    }),
    getClientAddress: vi.fn(() => state.address),
    getLanguage: vi.fn(() => state.language),
    onLogout: vi.fn(() => {
      state.token = null;
    }),
  } satisfies SessionPort;
  return { session, state };
}
