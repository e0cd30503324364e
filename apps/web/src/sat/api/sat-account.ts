import { unwrap, type components, type SatAccount } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

export type { SatAccount } from '@outlay/api-client';

export type SatAccountView = components['schemas']['SatAccountView']['data'];

/** How often an account being checked, or whose invoices are arriving, is read again. */
const PROGRESS_POLL_MS = 3000;

export const satAccountQueryKey = ['sat', 'account'] as const;

/** Whether the SAT is still at work for the account: checking it or retrieving invoices. */
export const isSatBusy = (account: SatAccount | null | undefined) =>
  account?.status === 'pending' ||
  (account?.status === 'valid' &&
    (account.syncInvoiceStatus === 'pending' || account.syncInvoiceStatus === 'retrieving'));

/** The company's SAT account and its matching flag, read again while the SAT works. */
export const satAccountQuery = queryOptions({
  queryKey: satAccountQueryKey,
  queryFn: ({ signal }): Promise<SatAccountView> =>
    unwrap(apiClient.GET('/v2/web/satws/account', { signal })).then((body) => body.data),
  refetchInterval: (query) => (isSatBusy(query.state.data?.account) ? PROGRESS_POLL_MS : false),
});

export function useSatAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...satAccountQuery, enabled: options.enabled ?? true });
}
