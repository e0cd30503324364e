// The Outlay client: openapi-fetch over the generated `paths`, with the session middleware
// (session-middleware.ts) reading each operation's access from the generated contract table.
import createClient, { type Client } from 'openapi-fetch';
import { operationAccess, type OperationAccess } from './generated/access';
import type { paths } from './generated/schema';
import { createSessionMiddleware, type SessionPort } from './session-middleware';
import { browserTabCoordination, type TabCoordination } from './tab-coordination';

export interface OutlayClientOptions {
  session: SessionPort;
  /** Default `/api`. Node has no page origin: tests pass an absolute URL. */
  baseUrl?: string;
  /** Default: `globalThis.fetch` as it is when the client is created (start msw first). */
  fetch?: (request: Request) => Promise<Response>;
  /** How long the public-address lookup may take before requests go without it. */
  clientAddressTimeoutMs?: number;
  /** Other tabs to share refreshes with; the browser's Web Locks and BroadcastChannel. */
  tabs?: TabCoordination;
}

export type OutlayClient = Client<paths>;

export const DEFAULT_BASE_URL = '/api';

const REFRESH_PATH = '/v2/web/user/refresh-token' satisfies keyof paths;
const CLIENT_ADDRESS_PATH = '/v2/web/user/check-ip-status' satisfies keyof paths;
const DEFAULT_CLIENT_ADDRESS_TIMEOUT_MS = 5000;

/** The credential an operation takes, from its HTTP method and OpenAPI path. */
export function accessOf(method: string, schemaPath: string): OperationAccess | undefined {
  const route = `${method.toLowerCase()} ${schemaPath}`;
  return Object.hasOwn(operationAccess, route) ? operationAccess[route] : undefined;
}

interface AddressLookup {
  start: () => Promise<string | null>;
  running: Promise<string | null> | null;
}

const addressLookups = new WeakMap<OutlayClient, AddressLookup>();

/** Creates the client. In tests, start msw before calling it: openapi-fetch keeps `fetch`. */
export function createOutlayClient(options: OutlayClientOptions): OutlayClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    fetch: options.fetch,
  });

  const session = createSessionMiddleware({
    session: options.session,
    accessOf,
    clientAddressPath: CLIENT_ADDRESS_PATH,
    refreshPath: REFRESH_PATH,
    tabs: options.tabs ?? browserTabCoordination(),
    // Body-less; the refresh token travels in its httpOnly cookie.
    refresh: async () => {
      const { data } = await client.POST(REFRESH_PATH, { credentials: 'include' });
      return data?.secretToken ?? null;
    },
  });
  client.use(session.middleware);

  const timeoutMs = options.clientAddressTimeoutMs ?? DEFAULT_CLIENT_ADDRESS_TIMEOUT_MS;
  addressLookups.set(client, {
    running: null,
    start: () => {
      const lookup = client
        .GET(CLIENT_ADDRESS_PATH, { signal: AbortSignal.timeout(timeoutMs) })
        .then(({ data }) => data?.ipAddress ?? null)
        .catch(() => null);
      session.useClientAddress(lookup);
      return lookup;
    },
  });
  return client;
}

/**
 * Looks the caller's public address up once (`check-ip-status`) and keeps it for the
 * `x-client-ip` header. Requests made meanwhile wait for it; a failed lookup resolves to null
 * and requests go without the header. Calling it again returns the same lookup.
 */
export function startClientAddressLookup(client: OutlayClient): Promise<string | null> {
  const lookup = addressLookups.get(client);
  if (!lookup) throw new Error('startClientAddressLookup needs a client from createOutlayClient');
  lookup.running ??= lookup.start();
  return lookup.running;
}
