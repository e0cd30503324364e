import {
  unwrap,
  type AccountingDataset,
  type AccountingDatasetStatus as DatasetStatus,
} from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

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
