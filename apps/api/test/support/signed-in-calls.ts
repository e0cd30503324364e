import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API, type SignedIn, latestCode, signIn } from './sign-in.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
