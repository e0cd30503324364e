import type { components, OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { isRunning } from '../model/job-state';

export type ChartOfAccounts = components['schemas']['ChartOfAccounts']['data'];

/** Spec part 2 §9: the chart of accounts and tax rates are kept for 5 minutes. */
export const CHART_STALE_MS = 5 * 60_000;
/** How often the datasets are read again while one of them is being pulled. */
export const REFRESH_POLL_MS = 1500;

/** The key of the chart's reads: what a refresh of a dataset invalidates. */
export const chartOfAccountsKey = operationKey('get', '/v2/web/accounting/chart-of-accounts');

const chartOf = (answer: OperationData<'get', '/v2/web/accounting/chart-of-accounts'>) =>
  answer.data;

/**
 * The platform's active accounts, tax rates and tracking categories, with each dataset's last
 * pull and refresh job. Read again every moment while a refresh job runs, so its progress and
 * its new data show as they come.
 */
export const chartOfAccountsQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/accounting/chart-of-accounts'),
    select: chartOf,
    staleTime: CHART_STALE_MS,
    refetchInterval: (query) =>
      query.state.data?.data.datasets.some(
        (dataset) => dataset.refresh && isRunning(dataset.refresh),
      )
        ? REFRESH_POLL_MS
        : false,
  });

export function useChartOfAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...chartOfAccountsQuery(), enabled: options.enabled ?? true });
}
