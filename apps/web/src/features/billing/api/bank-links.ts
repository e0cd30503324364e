import type { OperationData } from '@outlay/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationQuery } from '@/lib/operation-query';
import { bankLinkingLogQuery } from './bank-linking-log';

const linksOf = (answer: OperationData<'get', '/v2/web/bank-linking/links'>) => answer.links;

/** The company's linked banks, their accounts, and whether each must be re-authorised. */
export const bankLinksQuery = queryOptions({
  ...operationQuery('get', '/v2/web/bank-linking/links'),
  select: linksOf,
});

export function useBankLinks() {
  return useQuery(bankLinksQuery);
}

/**
 * A bank was linked or re-authorised (by the bank-link flow, a machine that calls the server
 * itself): its accounts and the integration log are read again.
 */
export function useBankLinked(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bankLinksQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: bankLinkingLogQuery.queryKey });
  }, [queryClient]);
}
