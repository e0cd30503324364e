import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createPasswordHasher } from '../../src/auth/passwords.js';
import type { Db } from '../../src/db/db.js';
import { COMPANY, DEMO_PASSWORD } from '../../src/seed/index.js';
import { seedQueries } from '../../src/seed/insert.js';
import { stableUuid } from '../../src/seed/stable-ids.js';
import { type DemoUser, demoUserRow } from '../../src/seed/users.js';
import { TEST_PASSWORD_HASHING } from './test-server.js';

export const API = '/api/v2';
export const LOGIN_URL = `${API}/web/user/login`;
export const CREATE_CODE_URL = `${API}/multifactor-action-code/create-login`;
export const VERIFY_URL = `${API}/web/user/verify-2FA`;
export const ENROL_URL = `${API}/web/user/authenticator-enrolment`;
export const REFRESH_URL = `${API}/web/user/refresh-token`;
export const LOGOUT_URL = `${API}/web/user/logout`;
export const PROFILE_URL = `${API}/web/user/load-user-profile`;
export const COMPANY_URL = `${API}/web/company/company-details`;

export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

export interface Challenge {
  userId: string;
  loginCookie: string;
}

export function login(
  app: FastifyInstance,
  email: string,
  options: { password?: string; ip?: string; lang?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: LOGIN_URL,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: options.lang ? { 'accept-language': options.lang } : {},
    payload: { email, password: options.password ?? DEMO_PASSWORD },
  });
}

/** The password step, expected to pass. */
export async function startLogin(app: FastifyInstance, email: string): Promise<Challenge> {
  const response = await login(app, email);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = cookieOf(response, 'outlay_login');
  expect(cookie).toBeDefined();
  const { userId } = response.json<{ userId: string }>();
  return { userId, loginCookie: cookie?.value ?? '' };
}

export function requestCode(app: FastifyInstance, challenge: Challenge) {
  return app.inject({
    method: 'POST',
    url: CREATE_CODE_URL,
    cookies: { outlay_login: challenge.loginCookie },
    payload: { userId: challenge.userId },
  });
}

/** The newest code the sandbox mailer sent to `email`, read through the demo outbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const [message] = response.json<{ messages: { code: string | null }[] }>().messages;
  if (!message?.code) throw new Error(`No code in the outbox for ${email}`);
  return message.code;
}

export function verify(
  app: FastifyInstance,
  challenge: Challenge,
  code: string,
  method: 'EMAIL' | 'OTP' = 'EMAIL',
) {
  return app.inject({
    method: 'POST',
    url: VERIFY_URL,
    cookies: { outlay_login: challenge.loginCookie },
    payload: { userId: challenge.userId, code, method },
  });
}

export interface SignedIn {
  secretToken: string;
  refreshToken: string;
  userId: string;
}

/** Password, email code, verify: a signed-in session. */
export async function signIn(app: FastifyInstance, email: string): Promise<SignedIn> {
  const challenge = await startLogin(app, email);
  const sent = await requestCode(app, challenge);
  expect(sent.statusCode, sent.body).toBe(200);
  const response = await verify(app, challenge, await latestCode(app, email));
  expect(response.statusCode, response.body).toBe(200);
  return {
    secretToken: response.json<{ secretToken: string }>().secretToken,
    refreshToken: cookieOf(response, 'outlay_refresh')?.value ?? '',
    userId: challenge.userId,
  };
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: REFRESH_URL,
    cookies: { outlay_refresh: refreshToken },
  });
}

let added = 0;
const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

/**
 * A fresh Northwind user with the demo password, so a test that sends codes or locks things
 * does not disturb the others in its file.
 */
export async function addUser(
  db: Db,
  overrides: Partial<DemoUser> = {},
): Promise<DemoUser & { publicId: string }> {
  added += 1;
  const user: DemoUser = {
    id: 50_000 + added,
    companyId: COMPANY.northwind,
    email: `user${added}.${Date.now().toString(36)}@test.outlay.test`,
    firstName: 'Test',
    lastName: `User ${added}`,
    role: 'employee',
    phoneNumber: '4155550100',
    countryCallingCode: '+1',
    ...overrides,
  };
  await seedQueries(db)
    .insertInto('users')
    .values(demoUserRow(user, await hasher.hash(DEMO_PASSWORD)))
    .execute();
  return { ...user, publicId: stableUuid(`user:${user.email}`) };
}
