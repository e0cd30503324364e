import { unwrap, type components } from '@outlay/api-client';
import { apiClient } from '../../lib/api-client';

export type AccountingDataset = components['schemas']['AccountingDataset'];
export type DatasetStatus = components['schemas']['AccountingDatasetStatus'];

/** Pulls one dataset from the platform again: a background job, polled through the chart. */
export function refreshDataset(dataset: AccountingDataset): Promise<DatasetStatus> {
  return unwrap(
    apiClient.POST('/v2/web/accounting/chart-of-accounts/refresh', { body: { dataset } }),
  ).then((body) => body.data);
}
