import { useQuery, useQueryClient } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The signed-in cardholder's receipt inbox and their purchases still missing a receipt. */
export const receiptInboxQuery = operationQuery('get', '/v2/web/receipt-inbox');

export function useReceiptInbox() {
  // Receipts arrive by mail and are read on the server's queue: the page looks again while
  // any is still being read.
  return useQuery({
    ...receiptInboxQuery,
    refetchInterval: (query) =>
      query.state.data?.receipts.some((receipt) => receipt.state === 'reading') ? 2000 : false,
  });
}

export function useReceiptAddress() {
  return useQuery({
    ...operationQuery('get', '/v2/web/receipt-inbox/address'),
    staleTime: Infinity,
  });
}

/** After an action on a receipt (the inbox-receipt machine): the inbox and the dashboard's receipts follow. */
export function useInboxChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: receiptInboxQuery.queryKey });
    void queryClient.invalidateQueries({
      queryKey: operationKey('post', '/v2/web/dashboard/transactions'),
    });
  };
}
