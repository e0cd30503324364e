import { unwrap, type components } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { AccountingConnection, AccountingPlatform } from '@outlay/api-client';

export type ConnectionView = components['schemas']['AccountingConnectionView']['data'];
/** A disconnected platform and what it keeps for a reconnection. */
export type RemovedConnection = components['schemas']['RemovedAccountingConnection'];

/** How often a connection being linked is read again. */
const LINK_POLL_MS = 1500;

export const connectionQueryKey = ['accounting', 'connection'] as const;

/**
 * The company's connection (or none) and the platforms it may connect. Read again every moment
 * while the platform is being linked in the background.
 */
export const connectionQuery = () =>
  queryOptions({
    queryKey: connectionQueryKey,
    queryFn: ({ signal }): Promise<ConnectionView> =>
      unwrap(apiClient.GET('/v2/web/accounting/codat-companies', { signal })).then(
        (body) => body.data,
      ),
    refetchInterval: (query) =>
      query.state.data?.connection?.status === 'Linking' ? LINK_POLL_MS : false,
  });

export function useConnection() {
  return useQuery(connectionQuery());
}
