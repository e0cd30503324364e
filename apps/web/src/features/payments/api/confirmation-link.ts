import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/** The signed link of a payment's Confirmation PDF (by its dashboard entry). */
export const paymentConfirmationQuery = (entryId: number) =>
  queryOptions(
    operationQuery('get', '/v2/web/transfer/download-receipt', {
      params: { query: { transferId: entryId } },
    }),
  );

/** Asked for once the payment is completed (the rail confirmed it). */
export function usePaymentConfirmation(entryId: number | null, completed: boolean) {
  return useQuery({
    ...paymentConfirmationQuery(entryId ?? 0),
    enabled: entryId !== null && completed,
  });
}
