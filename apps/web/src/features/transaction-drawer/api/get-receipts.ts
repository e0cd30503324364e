import { unwrap, type ReceiptList } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { RECEIPT_LINKS_FRESH_MS } from './cache-times';

export type { Receipt, ReceiptList } from '@outlay/api-client';

/** Card transactions carry receipts, transfers invoices. */
export type ReceiptOwner = 'card' | 'payment';

export const receiptsQuery = (owner: ReceiptOwner, id: number) =>
  queryOptions({
    queryKey: ['transaction-drawer', owner, id, 'receipts'],
    queryFn: ({ signal }): Promise<ReceiptList> => {
      const init = { params: { query: { id } }, signal };
      return unwrap(
        owner === 'card'
          ? apiClient.GET('/v2/web/transaction/get-receipt', init)
          : apiClient.GET('/v2/web/transfer/get-receipt', init),
      );
    },
    staleTime: RECEIPT_LINKS_FRESH_MS,
    refetchInterval: RECEIPT_LINKS_FRESH_MS,
  });

export function useReceipts(owner: ReceiptOwner, id: number) {
  return useQuery(receiptsQuery(owner, id));
}
