// The client of the document drive (spec part 2 §7): a separate public service with no
// session. It shares the generated types with the Outlay client but none of the session
// middleware: no token, no refresh, no logout. Every drive call carries the fixed API key.
import createClient, { type Middleware } from 'openapi-fetch';
import { accessOf, DEFAULT_BASE_URL, type OutlayClient } from './client';
import { isAbortError, toApiError } from './errors';
import type { paths } from './generated/schema';
import { headerNames, type Language } from './session-middleware';

/** The header the contract's `driveApiKey` scheme names. */
export const DRIVE_API_KEY_HEADER = 'x-api-key';

export interface DriveClientOptions {
  /** Not a secret (it ships with the web app): it keeps crawlers off the drive. */
  apiKey: string;
  /** The language of the link: server messages come back in it. */
  language: Language;
  /** Default `/api`. Node has no page origin: tests pass an absolute URL. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export function createDriveClient(options: DriveClientOptions): OutlayClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: options.fetch,
    // The drive needs no cookie: the link's uuid is its only credential.
    credentials: 'omit',
  });
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      request.headers.set(headerNames.language, options.language);
      if (accessOf(request.method, schemaPath) === 'drive-key') {
        request.headers.set(DRIVE_API_KEY_HEADER, options.apiKey);
      }
      return request;
    },
    onError({ error }) {
      return isAbortError(error) ? undefined : toApiError(error);
    },
  };
  client.use(middleware);
  return client;
}
