import { driveApiKeyScheme } from '../drive/api-key.js';
import { unauthorized } from '../http/errors.js';
import { LOGIN_COOKIE, REFRESH_COOKIE } from '../http/cookies.js';
import type { SecuritySchemes } from '../http/security.js';
import type { Services } from '../services.js';

/** How each security scheme named in the contract is checked. */
export function createSecuritySchemes(services: Services): SecuritySchemes {
  return {
    secretToken: {
      // A well-signed, unexpired token is not enough: its sign-in must still stand, so logout,
      // a revoked family or a deactivated user end it at once rather than in 15 minutes.
      async resolve(request) {
        const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
        const session = match?.[1] ? services.accessTokens.verify(match[1]) : null;
        const live = session ? await services.liveSessions.check(session) : null;
        if (!session || !live) return null;
        return { session, companyStatus: live.companyStatus, companySelfFunded: live.selfFunded };
      },
      failure: () => unauthorized('auth.sessionRequired'),
    },
    loginChallenge: {
      async resolve(request) {
        const token = request.cookies[LOGIN_COOKIE];
        const loginChallenge = token ? await services.challenges.find(token) : null;
        return loginChallenge ? { loginChallenge } : null;
      },
      failure: () => unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED'),
    },
    refreshCookie: {
      // Only presence is checked here: rotation, reuse detection and expiry need the
      // token's row and belong to the refresh service.
      resolve(request) {
        const refreshToken = request.cookies[REFRESH_COOKIE];
        return Promise.resolve(refreshToken ? { refreshToken } : null);
      },
      failure: () => unauthorized('auth.refreshInvalid'),
    },
    driveApiKey: driveApiKeyScheme(services.config.drive.apiKey),
  };
}
