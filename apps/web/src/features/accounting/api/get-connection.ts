import type { AccountingConnection, components, OperationData } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';

export type { AccountingConnection, AccountingPlatform } from '@outlay/api-client';

export type ConnectionView = components['schemas']['AccountingConnectionView']['data'];
/** A disconnected platform and what it keeps for a reconnection. */
export type RemovedConnection = components['schemas']['RemovedAccountingConnection'];

/** How often a connection being linked is read again. */
const LINK_POLL_MS = 1500;

const viewOf = (answer: OperationData<'get', '/v2/web/accounting/codat-companies'>) => answer.data;

/**
 * The company's connection (or none) and the platforms it may connect. Read again every moment
 * while the platform is being linked in the background.
 */
export const connectionQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/accounting/codat-companies'),
    select: viewOf,
    refetchInterval: (query) =>
      query.state.data?.data.connection?.status === 'Linking' ? LINK_POLL_MS : false,
  });

export function useConnection() {
  return useQuery(connectionQuery());
}

/** Keeps the connection a change answered with (null once disconnected), asking nothing again. */
export function useConnectionChanged(): (connection: AccountingConnection | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (connection) => {
      queryClient.setQueryData(connectionQuery().queryKey, (answer) =>
        answer ? { ...answer, data: { ...answer.data, connection } } : answer,
      );
    },
    [queryClient],
  );
}
