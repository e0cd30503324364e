import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** How often a pending payment's status is read again while it is on screen. */
const PENDING_POLL_MS = 3000;

export const transferQuery = (transferId: string) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/payments/transfers/{transferId}', {
      params: { path: { transferId } },
    }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

/** A sent payment's status as the rail moves it: pending, then completed, failed or refund. */
export function useTransfer(transferId: string | null) {
  return useQuery({ ...transferQuery(transferId ?? ''), enabled: transferId !== null });
}
