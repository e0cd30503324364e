import { apiClient } from '@/lib/api-client';
import { sessionStore } from './session-store';

// Flags that must not survive the session (the spec's "two saved toaster flags").
const sessionScopedKeys = [
  'outlay.toast.passwordExpiry',
  'outlay.toast.autopay',
  'outlay.login',
  'outlay.topBanner.cleared',
];

/**
 * What an applicant typed into the sign-up wizard and has not saved: logout resets the
 * wizard's state in the browser (spec part 2 §4), the server keeps the saved application.
 */
const sessionScopedPrefixes = ['outlay.signUp.'];

/** Forgets the session in this browser and reloads at the login page. */
export function leaveSession(): void {
  for (const key of sessionScopedKeys) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  for (const key of Object.keys(sessionStorage)) {
    if (sessionScopedPrefixes.some((prefix) => key.startsWith(prefix))) {
      sessionStorage.removeItem(key);
    }
  }
  sessionStore.signOut();
  window.location.assign(import.meta.env.BASE_URL);
}

/**
 * Revokes the refresh token, forgets the session and reloads at the login page. A trusted
 * device stays trusted ("Sign out everywhere" is what ends that).
 */
export async function signOut(): Promise<void> {
  try {
    await apiClient.POST('/v2/web/user/logout', { credentials: 'include' });
  } finally {
    leaveSession();
  }
}
