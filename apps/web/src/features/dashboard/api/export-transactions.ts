import { unwrap, type ExportType } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { TransactionsQuery } from '../model/view-state';

export type { ExportType } from '@outlay/api-client';

/** Builds the file on the server for the current view; the browser then goes to its link. */
export function exportTransactions(query: TransactionsQuery, type: ExportType) {
  return unwrap(apiClient.POST('/v2/web/dashboard/exports', { body: { ...query, type } }));
}

/** Nothing read changes; a refusal is toasted. */
export function useExportTransactions(onReady: (url: string) => void) {
  return useMutation({
    meta: { errorToast: true },
    mutationFn: ({ query, type }: { query: TransactionsQuery; type: ExportType }) =>
      exportTransactions(query, type),
    onSuccess: ({ url }) => {
      onReady(url);
    },
  });
}
