import type { components, OperationData, SatAccount } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';

export type { SatAccount } from '@outlay/api-client';

export type SatAccountView = components['schemas']['SatAccountView']['data'];

/** How often an account being checked, or whose invoices are arriving, is read again. */
const PROGRESS_POLL_MS = 3000;

/** Whether the SAT is still at work for the account: checking it or retrieving invoices. */
export const isSatBusy = (account: SatAccount | null | undefined) =>
  account?.status === 'pending' ||
  (account?.status === 'valid' &&
    (account.syncInvoiceStatus === 'pending' || account.syncInvoiceStatus === 'retrieving'));

/** The company's SAT account and its matching flag, read again while the SAT works. */
type SatAccountAnswer = OperationData<'get', '/v2/web/satws/account'>;

const viewOf = (answer: SatAccountAnswer): SatAccountView => answer.data;

export const satAccountQuery = queryOptions({
  ...operationQuery('get', '/v2/web/satws/account'),
  select: viewOf,
  refetchInterval: (query) =>
    isSatBusy(query.state.data?.data.account) ? PROGRESS_POLL_MS : false,
});

export function useSatAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...satAccountQuery, enabled: options.enabled ?? true });
}

/** Keeps the account a change answered with (linking started, matching on), asking nothing again. */
export function useSatAccountChanged(): (account: SatAccount) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (account) => {
      queryClient.setQueryData(satAccountQuery.queryKey, (answer) =>
        answer ? { ...answer, data: { ...answer.data, account } } : answer,
      );
    },
    [queryClient],
  );
}
