// Every failure the client reports is an ApiError whose `msg` can be shown as it is:
// the server's `errors.msg`, else its `errors.message`, else a message the client writes
// itself (spec part 1 §8). Messages the client writes carry a stable `key`, so the app can
// translate them; server messages already come in the request's language.

/** Stable ids of the messages the client writes itself (usable as message-catalog ids). */
export const errorKeys = {
  generic: 'apiClient.error.generic',
  network: 'apiClient.error.network',
  newDevice: 'apiClient.error.newDevice',
  sessionEnded: 'apiClient.error.sessionEnded',
} as const;

export type ErrorKey = (typeof errorKeys)[keyof typeof errorKeys];

const GENERIC_MESSAGE = 'Something went wrong! Please try again later.';

/** The English text of each client-written message; spec texts word for word. */
export const errorMessages: Readonly<Record<ErrorKey, string>> = {
  [errorKeys.generic]: GENERIC_MESSAGE,
  [errorKeys.network]: GENERIC_MESSAGE,
  [errorKeys.newDevice]:
    'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
  [errorKeys.sessionEnded]: 'Your session has ended. Please sign in again.',
};

/** HTTP 423: the server saw a new device. */
export const NEW_DEVICE_STATUS = 423;

export interface ApiErrorInit {
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  msg: string;
  code?: string | undefined;
  fields?: Readonly<Record<string, string>> | undefined;
  key?: ErrorKey | undefined;
  retryAfterSeconds?: number | undefined;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived (network failure, no session). */
  readonly status: number;
  /** The message to show. */
  readonly msg: string;
  /** The server's machine-readable code, when it sent one. */
  readonly code: string | undefined;
  /** Per-field messages for invalid input, keyed by field path. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Set when the client wrote `msg` itself: translate by this key. */
  readonly key: ErrorKey | undefined;
  /** A rate limit's Retry-After: how many seconds before the same request may succeed. */
  readonly retryAfterSeconds: number | undefined;
  /** The response body as received, for logging. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.msg = init.msg;
    this.code = init.code;
    this.fields = init.fields;
    this.key = init.key;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }
}

/** A failure the client describes itself, with its English text and its key. */
export function clientError(
  key: ErrorKey,
  status: number,
  extra: Omit<ApiErrorInit, 'status' | 'msg' | 'key'> = {},
): ApiError {
  return new ApiError({ ...extra, status, msg: errorMessages[key], key });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The whole seconds of a Retry-After header (the HTTP-date form is not used here). */
function secondsOf(retryAfter: string | null | undefined): number | undefined {
  if (!retryAfter || !/^\d+$/.test(retryAfter.trim())) return undefined;
  return Number(retryAfter.trim());
}

/**
 * Turns a failed response into an ApiError. The message is `errors.msg`, else
 * `errors.message`, else the generic message; HTTP 423 always gives the new-device message.
 */
export function normaliseError(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): ApiError {
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
  const details = {
    code: nonEmptyString(errors.code),
    fields: stringFields(errors.fields),
    retryAfterSeconds: secondsOf(retryAfter),
    body,
  };
  if (status === NEW_DEVICE_STATUS) return clientError(errorKeys.newDevice, status, details);
  const msg = nonEmptyString(errors.msg) ?? nonEmptyString(errors.message);
  if (msg === undefined) return clientError(errorKeys.generic, status, details);
  return new ApiError({ ...details, status, msg });
}

/** Whether `error` is the caller cancelling the request (kept as is, never normalised). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns anything a call threw into an ApiError (a network failure when it is not one). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return clientError(errorKeys.network, 0, { cause: error });
}

interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data of an openapi-fetch result type. */
export type DataOf<R> = R extends { data: infer D } ? D : never;

/**
 * Awaits an openapi-fetch call and returns its data, or throws an ApiError:
 * `const user = await unwrap(client.GET('/v2/web/user/load-user-profile'))`.
 * A cancelled request (AbortError) is rethrown unchanged.
 */
export async function unwrap<R extends CallResult>(call: Promise<R>): Promise<DataOf<R>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw toApiError(error);
  }
  if (!result.response.ok || result.error !== undefined) {
    throw normaliseError(
      result.response.status,
      result.error,
      result.response.headers.get('retry-after'),
    );
  }
  return result.data as DataOf<R>;
}
