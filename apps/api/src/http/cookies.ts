import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const LOGIN_COOKIE = 'outlay_login';
export const REFRESH_COOKIE = 'outlay_refresh';
/**
 * A readable companion of the refresh cookie that holds no secret, only "a session may exist":
 * the web app asks for a refresh at start only when it is there, instead of a 401 on every
 * visit to the login page.
 */
export const SESSION_HINT_COOKIE = 'outlay_session';

/**
 * Trusted devices' cookies (one per user, named by auth/trusted-devices.ts) travel with the
 * calls under /api/v2/web/user: login, verify-2FA, the list of trusted devices and signing out
 * everywhere.
 */
const DEVICE_COOKIE_PATH = '/api/v2/web/user';

/** The challenge is needed by create-login, verify-2FA and enrolment, all under /api. */
const LOGIN_COOKIE_PATH = '/api';
/** The refresh token only travels to refresh-token and logout. */
const REFRESH_COOKIE_PATH = '/api/v2/web/user';

function options(request: FastifyRequest, path: string): CookieSerializeOptions {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict',
    // Browsers drop Secure cookies on plain http://localhost, so it follows the request.
    secure: request.protocol === 'https',
  };
}

export function setLoginCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  void reply.setCookie(LOGIN_COOKIE, token, { ...options(request, LOGIN_COOKIE_PATH), expires });
}

export function clearLoginCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(LOGIN_COOKIE, options(request, LOGIN_COOKIE_PATH));
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  void reply.setCookie(REFRESH_COOKIE, token, {
    ...options(request, REFRESH_COOKIE_PATH),
    expires,
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...options(request, '/'),
    httpOnly: false,
    expires,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(REFRESH_COOKIE, options(request, REFRESH_COOKIE_PATH));
  void reply.clearCookie(SESSION_HINT_COOKIE, { ...options(request, '/'), httpOnly: false });
}

export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  cookie: { value: string; expiresAt: Date },
) {
  void reply.setCookie(name, cookie.value, {
    ...options(request, DEVICE_COOKIE_PATH),
    expires: cookie.expiresAt,
  });
}

export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  void reply.clearCookie(name, options(request, DEVICE_COOKIE_PATH));
}

export const SSO_COOKIE = 'outlay_sso';
/** The SSO browser binding travels only to the start and callback calls. */
const SSO_COOKIE_PATH = '/api/v2/web/user/sso';

/**
 * Binds an SSO sign-in to the browser that started it. Lax, not Strict: the callback page is
 * opened by the identity provider's redirect from its own site.
 */
export function setSsoCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  void reply.setCookie(SSO_COOKIE, value, {
    ...options(request, SSO_COOKIE_PATH),
    sameSite: 'lax',
    maxAge: 10 * 60,
  });
}
