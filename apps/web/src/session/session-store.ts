// The session as the browser holds it: the short-lived secretToken in memory only (the
// refresh token is an httpOnly cookie the page never sees) and whether we know who is signed in.
import { useSyncExternalStore } from 'react';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  secretToken: string | null;
}

let state: SessionState = { status: 'checking', secretToken: null };
const listeners = new Set<() => void>();

function update(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getToken: (): string | null => state.secretToken,
  getStatus: (): SessionStatus => state.status,
  signIn: (secretToken: string) => {
    update({ status: 'signedIn', secretToken });
  },
  setToken: (secretToken: string) => {
    update({ ...state, secretToken });
  },
  signOut: () => {
    update({ status: 'signedOut', secretToken: null });
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getStatus);
}
