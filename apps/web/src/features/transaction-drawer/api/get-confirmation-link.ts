import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';
import { RECEIPT_LINKS_FRESH_MS } from '@/entries/api/get-receipts';

export const confirmationLinkQuery = (transferId: number) =>
  queryOptions({
    ...operationQuery('get', '/v2/web/transfer/download-receipt', {
      params: { query: { transferId } },
    }),
    staleTime: RECEIPT_LINKS_FRESH_MS,
    refetchInterval: RECEIPT_LINKS_FRESH_MS,
  });

/** Asked for only once the Confirmation section is open. */
export function useConfirmationLink(transferId: number, enabled: boolean) {
  return useQuery({ ...confirmationLinkQuery(transferId), enabled });
}
