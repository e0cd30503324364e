// The typed msw `http` every handler is written with: paths, bodies and responses are checked
// against the generated contract types (openapi-msw).
import { HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { operationInfo, type OperationId } from '../generated/operations';
import type { OperationInfo } from '../operation-info';
import type { ErrorBody, operations, paths } from '../schema-types';

/**
 * The client calls `<origin>/api/...`. A leading `*` matches any origin: the page's in the
 * browser (Storybook) and the absolute base URL tests give the client in Node, where a
 * relative `/api` handler would never match.
 */
export const MOCK_BASE_URL = '*/api';

export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_BASE_URL });

/** The msw path of a contract path (`/a/{id}` becomes `*\/api/a/:id`). */
export function mockPath(path: string): string {
  return `${MOCK_BASE_URL}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** An untyped handler for any operation of the contract (msw has no `trace`: `all` stands in). */
export function handlerFor(info: OperationInfo, resolver: HttpResponseResolver): HttpHandler {
  const register = info.method === 'trace' ? http.untyped.all : http.untyped[info.method];
  return register(mockPath(info.path), resolver);
}

/** The contract's one error body. */
export function errorBody(msg: string, extra: Omit<ErrorBody['errors'], 'msg'> = {}): ErrorBody {
  return { errors: { ...extra, msg } };
}

type ResponsesOf<Id extends OperationId> = operations[Id]['responses'];
/**
 * The statuses of an operation whose contract answer is the error body (`4xx`/`5xx` with
 * ErrorBody): the ones failWith can answer.
 */
export type ErrorStatusOf<Id extends OperationId> = {
  [Status in keyof ResponsesOf<Id>]: Status extends number
    ? `${Status}` extends `${1 | 2 | 3}${string}`
      ? never
      : ResponsesOf<Id>[Status] extends { content: { 'application/json': ErrorBody } }
        ? Status
        : never
    : never;
}[keyof ResponsesOf<Id>];

/**
 * An override answering one operation with the contract's error body:
 * `server.use(failWith('login', 401, 'Invalid email or password.'))`.
 * Only statuses for which the contract declares the error body type-check.
 */
export function failWith<Id extends OperationId>(
  operationId: Id,
  status: ErrorStatusOf<Id>,
  msg = 'Something went wrong.',
  extra: Omit<ErrorBody['errors'], 'msg'> = {},
): HttpHandler {
  return handlerFor(operationInfo[operationId], () =>
    HttpResponse.json(errorBody(msg, extra), { status }),
  );
}

/**
 * An override answering one operation as the server's rate limit does: 429 with the message,
 * the code RATE_LIMITED and a Retry-After of `seconds`.
 */
export function rateLimited<Id extends OperationId>(
  operationId: Id & (429 extends ErrorStatusOf<Id> ? Id : never),
  seconds: number,
  msg = `Please wait ${String(seconds)} seconds before requesting a new code.`,
): HttpHandler {
  return handlerFor(operationInfo[operationId], () =>
    HttpResponse.json(errorBody(msg, { code: 'RATE_LIMITED' }), {
      status: 429,
      headers: { 'retry-after': String(seconds) },
    }),
  );
}

/**
 * Overrides for a session that has ended: every call that needs the secretToken answers 401
 * and so does the refresh, so the client logs out.
 */
export function sessionExpired(msg = 'Your session has expired.'): HttpHandler[] {
  const refusals = Object.values(operationInfo)
    .filter((info) => info.requiresSecretToken)
    .map((info) => handlerFor(info, () => HttpResponse.json(errorBody(msg), { status: 401 })));
  return [...refusals, failWith('refreshSession', 401, msg)];
}
