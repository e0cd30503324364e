import type { LoggedInUser } from '@outlay/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { setRefreshCookie } from './cookies.js';
import { unauthorized } from './errors.js';

export interface SessionOwner {
  userId: number;
  companyId: number;
  userPublicId: string;
}

/**
 * Starts a signed-in session: a new refresh family (its cookie) and an access token, answered
 * with the signed-in user. Both ways in use it: a verified second factor, and a trusted device.
 * `issue` lets the caller start the family inside its own transaction.
 */
export async function openSession(
  services: Pick<Services, 'refreshTokens' | 'accessTokens' | 'users'>,
  http: { request: FastifyRequest; reply: FastifyReply },
  owner: SessionOwner,
  issue: (refreshTokens: Services['refreshTokens']) => Promise<{
    token: string;
    expiresAt: Date;
    sessionId: string;
  }> = (refreshTokens) => refreshTokens.issue(owner),
): Promise<LoggedInUser & { secretToken: string }> {
  const refresh = await issue(services.refreshTokens);
  const user = await services.users.loggedIn(owner);
  if (!user) throw unauthorized('auth.challengeExpired', 'CHALLENGE_EXPIRED');
  setRefreshCookie(http.request, http.reply, refresh.token, refresh.expiresAt);
  const secretToken = services.accessTokens.issue({
    userId: owner.userId,
    userPublicId: owner.userPublicId,
    companyId: owner.companyId,
    role: user.role,
    sessionId: refresh.sessionId,
  });
  return { ...user, secretToken };
}
