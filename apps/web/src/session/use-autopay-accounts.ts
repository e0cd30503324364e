import { unwrap, type CustomBankAccounts } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

export const autopayAccountsQueryKey = ['autopay-accounts'] as const;

/**
 * The company's AutoPay bank accounts per currency (banking-service custom-bank-account): the
 * autopay banner weighs them, the billing page lists them. Every change billing makes writes
 * its answer here (`setQueryData`), so the banner moves on without asking again.
 */
export const autopayAccountsQuery = queryOptions({
  queryKey: autopayAccountsQueryKey,
  queryFn: ({ signal }): Promise<CustomBankAccounts> =>
    unwrap(apiClient.GET('/v2/banking-service/custom-bank-account', { signal })),
});

export function useAutopayAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...autopayAccountsQuery, enabled: options.enabled ?? true });
}
