import { unwrap, type DownloadLink } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { RECEIPT_LINKS_FRESH_MS } from './cache-times';

export const confirmationLinkQuery = (transferId: number) =>
  queryOptions({
    queryKey: ['transaction-drawer', 'payment', transferId, 'confirmation'],
    queryFn: ({ signal }): Promise<DownloadLink> =>
      unwrap(
        apiClient.GET('/v2/web/transfer/download-receipt', {
          params: { query: { transferId } },
          signal,
        }),
      ),
    staleTime: RECEIPT_LINKS_FRESH_MS,
    refetchInterval: RECEIPT_LINKS_FRESH_MS,
  });

/** Asked for only once the Confirmation section is open. */
export function useConfirmationLink(transferId: number, enabled: boolean) {
  return useQuery({ ...confirmationLinkQuery(transferId), enabled });
}
