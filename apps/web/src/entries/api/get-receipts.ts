import { unwrap, type ReceiptList } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey } from '@/lib/operation-query';

export type { Receipt, ReceiptList } from '@outlay/api-client';

/**
 * Receipt links are signed for 10 minutes (the server's LINK_SECONDS): the list is read
 * again before they run out, so a click always opens a working link.
 */
export const RECEIPT_LINKS_FRESH_MS = 5 * 60_000;

/** Card transactions carry receipts, transfers invoices. */
export type ReceiptOwner = 'card' | 'payment';

/**
 * The files of an entry, from the operation of its kind (keyed as `operationQuery` keys it;
 * written out because one read serves two operations).
 */
export const receiptsQuery = (owner: ReceiptOwner, id: number) => {
  const init = { params: { query: { id } } };
  return queryOptions({
    queryKey:
      owner === 'card'
        ? operationKey('get', '/v2/web/transaction/get-receipt', init)
        : operationKey('get', '/v2/web/transfer/get-receipt', init),
    queryFn: ({ signal }): Promise<ReceiptList> =>
      unwrap(
        owner === 'card'
          ? apiClient.GET('/v2/web/transaction/get-receipt', { ...init, signal })
          : apiClient.GET('/v2/web/transfer/get-receipt', { ...init, signal }),
      ),
    staleTime: RECEIPT_LINKS_FRESH_MS,
    refetchInterval: RECEIPT_LINKS_FRESH_MS,
  });
};

export function useReceipts(owner: ReceiptOwner, id: number) {
  return useQuery(receiptsQuery(owner, id));
}
