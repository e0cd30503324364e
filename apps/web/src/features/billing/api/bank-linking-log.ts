import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

const entriesOf = (answer: OperationData<'get', '/v2/web/bank-linking/logs'>) => answer.entries;

/** The integration log of the company's bank links, newest first. */
export const bankLinkingLogQuery = queryOptions({
  ...operationQuery('get', '/v2/web/bank-linking/logs'),
  select: entriesOf,
});

export function useBankLinkingLog(options: { enabled: boolean }) {
  return useQuery({ ...bankLinkingLogQuery, enabled: options.enabled });
}
