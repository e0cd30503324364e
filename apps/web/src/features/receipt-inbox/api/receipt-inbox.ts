import type { ReceiptSenders } from '@outlay/api-client';
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

/** The other addresses the cardholder sends receipts from (the receipt-sender machine changes them). */
export const receiptSendersQuery = operationQuery('get', '/v2/web/receipt-senders');

export function useReceiptSenders() {
  return useQuery(receiptSendersQuery);
}

/** The list as the last change left it: the machine's answer is the server's list. */
export function useReceiptSendersChanged() {
  const queryClient = useQueryClient();
  return (senders: ReceiptSenders) => {
    queryClient.setQueryData(receiptSendersQuery.queryKey, senders);
  };
}
