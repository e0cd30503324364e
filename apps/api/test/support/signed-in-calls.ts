import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API, type SignedIn, addUser, latestCode, signIn } from './sign-in.js';
import type { TestServer } from './test-server.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export interface Caller {
  session: SignedIn;
  /** The address the caller's requests come from. */
  address: string;
  /** A call as this user, from this address, with the refresh cookie when given. */
  call(
    method: Method,
    path: string,
    payload?: unknown,
    options?: { lang?: string; withRefreshCookie?: boolean },
  ): Promise<LightMyRequestResponse>;
}

/** Signs `email` in and answers a caller whose requests come from `ipAddress`. */
export async function callerFor(
  app: FastifyInstance,
  email: string,
  ipAddress = '203.0.113.10',
): Promise<Caller> {
  const session = await signIn(app, email);
  return {
    session,
    address: ipAddress,
    call: (method, path, payload, options = {}) =>
      app.inject({
        method,
        url: `${API}${path}`,
        remoteAddress: ipAddress,
        headers: {
          authorization: `Bearer ${session.secretToken}`,
          ...(options.lang ? { 'accept-language': options.lang } : {}),
        },
        ...(options.withRefreshCookie ? { cookies: { outlay_refresh: session.refreshToken } } : {}),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

/** The newest message the sandbox sent to `to` (an email address or a phone number). */
export async function latestMessage(app: FastifyInstance, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const [message] = response.json<{
    messages: { channel: string; to: string; subject: string; text: string; code: string | null }[];
  }>().messages;
  if (!message) throw new Error(`No message in the outbox for ${to}`);
  return message;
}

/** Asks for an action code by email and exchanges the code for the action code. */
export async function actionCodeFor(
  app: FastifyInstance,
  caller: Caller,
  email: string,
  actionType: string,
): Promise<string> {
  const sent = await caller.call('POST', '/multifactor-action-code/create', {
    actionType,
    notificationType: 'EMAIL',
  });
  if (sent.statusCode !== 200) throw new Error(`create: ${sent.body}`);
  const code = await latestCode(app, email);
  const verified = await caller.call('POST', '/multifactor-action-code/verify', {
    actionType,
    notificationType: 'EMAIL',
    code,
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  return verified.json<{ actionCode: string }>().actionCode;
}

export const wrongCodeFor = (code: string) =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Callers whose requests each come from an address of their own (`${network}.${n}`), so the
 * codes, rate limits and failures of one test never reach another in the same file.
 */
export function callersFrom(server: TestServer, network: string, firstHost = 1) {
  let host = firstHost;
  const nextAddress = () => `${network}.${host++}`;
  return {
    /** A new Northwind user, signed in. */
    newUser: async (overrides: Parameters<typeof addUser>[1] = {}) => {
      const user = await addUser(server.db, overrides);
      return { user, caller: await callerFor(server.app, user.email, nextAddress()) };
    },
    /** `email` signed in (again), from a new address. */
    as: (email: string) => callerFor(server.app, email, nextAddress()),
  };
}

/** Demo users' bearer tokens, each signed in once for the whole file. */
export function bearerTokens(server: TestServer) {
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    let token = tokens.get(email);
    if (!token) {
      token = (await signIn(server.app, email)).secretToken;
      tokens.set(email, token);
    }
    return token;
  };
  /** A GET as `email`, in `lang` when given. */
  const get = async (url: string, email: string, lang?: string) =>
    server.app.inject({
      url,
      headers: {
        authorization: `Bearer ${await tokenFor(email)}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
    });
  return { tokenFor, get };
}
