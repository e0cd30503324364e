import {
  unwrap,
  type AccountingDataset,
  type AccountingDatasetStatus as DatasetStatus,
} from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { chartOfAccountsKey } from './chart-of-accounts';

export type {
  AccountingDataset,
  AccountingDatasetStatus as DatasetStatus,
} from '@outlay/api-client';

/** Pulls one dataset from the platform again: a background job, polled through the chart. */
export function refreshDataset(dataset: AccountingDataset): Promise<DatasetStatus> {
  return unwrap(
    apiClient.POST('/v2/web/accounting/chart-of-accounts/refresh', { body: { dataset } }),
  ).then((body) => body.data);
}

/**
 * Pulls the datasets again. It settles once the chart has been read again (not through the
 * meta's invalidation, which is not waited for), so the chart it then shows holds the jobs it
 * started and the progress never reads "done" from the chart of before. A refusal is the
 * screen's to say.
 */
export function useRefreshDatasets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datasets: readonly AccountingDataset[]) =>
      Promise.all(datasets.map(refreshDataset)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chartOfAccountsKey }),
  });
}
