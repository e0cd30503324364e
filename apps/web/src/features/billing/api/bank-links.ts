import { unwrap, type BankLink } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const bankLinksQueryKey = ['bank-linking', 'links'] as const;

/** The company's linked banks, their accounts, and whether each must be re-authorised. */
export const bankLinksQuery = queryOptions({
  queryKey: bankLinksQueryKey,
  queryFn: ({ signal }): Promise<BankLink[]> =>
    unwrap(apiClient.GET('/v2/web/bank-linking/links', { signal })).then((body) => body.links),
});

export function useBankLinks() {
  return useQuery(bankLinksQuery);
}
