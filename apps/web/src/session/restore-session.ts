// At start the page has no token: the refresh cookie (if any) is exchanged for one, which
// tells us in a single call whether the visitor is still signed in.
import { sessionStore } from './session-store';

// The server's readable hint that a refresh cookie was issued (the cookie itself is httpOnly).
export const hasSessionHint = () =>
  document.cookie.split(';').some((part) => part.trim() === 'outlay_session=1');

export async function restoreSession(): Promise<void> {
  if (!hasSessionHint()) {
    sessionStore.signOut();
    return;
  }
  try {
    // The client loads only for a visitor with a session: the sign-in form does not need it.
    const { apiClient } = await import('@/lib/api-client');
    const { data } = await apiClient.POST('/v2/web/user/refresh-token', { credentials: 'include' });
    if (data) {
      sessionStore.signIn(data.secretToken);
      return;
    }
  } catch {
    // Offline or the server is down: treat as signed out; the login page says what failed.
  }
  sessionStore.signOut();
}
