// Contract operations served here (method, path, operationId):
//   POST /v2/web/user/refresh-token  refreshSession
//   POST /v2/web/user/logout  logout

import type { Handlers } from '../contract/types.js';
import { clearRefreshCookie, setRefreshCookie } from '../http/cookies.js';
import { unauthorized } from '../http/errors.js';
import { translate } from '../i18n/messages.js';
import type { Services } from '../services.js';

/** Keeping a session alive (refresh) and ending it (logout). */
export function sessionHandlers(services: Services): Pick<Handlers, 'refreshSession' | 'logout'> {
  const { refreshTokens, accessTokens, users, liveSessions } = services;
  return {
    async refreshSession({ credentials, request, reply }) {
      const token = credentials.refreshToken;
      const result = token ? await refreshTokens.rotate(token) : undefined;
      const user = result?.ok ? await users.loggedIn(result) : null;
      if (!result?.ok || !user) {
        if (result && !result.ok) {
          // A reused token means a stolen or replayed cookie: worth a look in the logs.
          const level = result.reason === 'reused' ? 'warn' : 'info';
          request.log[level]({ reason: result.reason }, 'refresh refused');
        }
        clearRefreshCookie(request, reply);
        throw unauthorized('auth.refreshInvalid');
      }
      setRefreshCookie(request, reply, result.next.token, result.next.expiresAt);
      const secretToken = accessTokens.issue({
        userId: result.userId,
        userPublicId: user.userId,
        companyId: result.companyId,
        role: user.role,
        sessionId: result.next.sessionId,
      });
      return { status: 200, body: { secretToken } };
    },

    async logout({ credentials, request, reply, lang }) {
      if (credentials.refreshToken) {
        const sessionId = await refreshTokens.revoke(credentials.refreshToken);
        if (sessionId) liveSessions.forget(sessionId);
      }
      clearRefreshCookie(request, reply);
      return { status: 200, body: { msg: translate(lang, 'auth.signedOut') } };
    },
  };
}
