import { unwrap, type BankLinkingLogEntry } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The integration log of the company's bank links, newest first. */
export const bankLinkingLogQuery = queryOptions({
  queryKey: ['bank-linking', 'log'],
  queryFn: ({ signal }): Promise<BankLinkingLogEntry[]> =>
    unwrap(apiClient.GET('/v2/web/bank-linking/logs', { signal })).then((body) => body.entries),
});

export function useBankLinkingLog(options: { enabled: boolean }) {
  return useQuery({ ...bankLinkingLogQuery, enabled: options.enabled });
}
