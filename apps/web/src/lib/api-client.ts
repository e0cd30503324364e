// The one API client of the app. Its session port reads the in-memory token, and a failed
// refresh (or a call that needs a token without one) ends the session: logout and reload.
import { createOutlayClient, startClientAddressLookup } from '@outlay/api-client';
import { sessionStore } from '@/session/session-store';
import { clientLanguage } from './client-language';

let clientAddress: string | null = null;

export const apiClient = createOutlayClient({
  session: {
    getSecretToken: sessionStore.getToken,
    setSecretToken: (token) => {
      sessionStore.setToken(token);
    },
    getClientAddress: () => clientAddress,
    getLanguage: clientLanguage,
    onLogout: () => {
      if (sessionStore.getStatus() === 'signedIn') {
        sessionStore.signOut();
        window.location.assign(import.meta.env.BASE_URL);
      } else {
        sessionStore.signOut();
      }
    },
  },
});

void startClientAddressLookup(apiClient).then((address) => {
  clientAddress = address;
});
