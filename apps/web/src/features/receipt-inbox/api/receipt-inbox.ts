import { unwrap } from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
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

export type InboxAction =
  | { kind: 'confirm'; receiptId: string; entryId: number }
  | { kind: 'choose'; receiptId: string; entryId: number }
  | { kind: 'discard'; receiptId: string }
  | { kind: 'unmatch'; receiptId: string };

function run(action: InboxAction) {
  const path = { receiptId: action.receiptId };
  switch (action.kind) {
    case 'confirm':
      return unwrap(
        apiClient.POST('/v2/web/receipt-inbox/{receiptId}/confirm', {
          params: { path },
          body: { entryId: action.entryId },
        }),
      );
    case 'choose':
      return unwrap(
        apiClient.POST('/v2/web/receipt-inbox/{receiptId}/entry', {
          params: { path },
          body: { entryId: action.entryId },
        }),
      );
    case 'discard':
      return unwrap(
        apiClient.POST('/v2/web/receipt-inbox/{receiptId}/discard', { params: { path } }),
      );
    case 'unmatch':
      return unwrap(
        apiClient.POST('/v2/web/receipt-inbox/{receiptId}/unmatch', { params: { path } }),
      );
  }
}

/** Confirms, chooses, discards or unmatches; the inbox and the dashboard's receipts follow. */
export function useInboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: receiptInboxQuery.queryKey });
      void queryClient.invalidateQueries({
        queryKey: operationKey('post', '/v2/web/dashboard/transactions'),
      });
    },
  });
}
