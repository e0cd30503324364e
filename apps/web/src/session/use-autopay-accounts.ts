import { useQuery } from '@tanstack/react-query';
import { operationQuery } from '@/lib/operation-query';

/**
 * The company's AutoPay bank accounts per currency (banking-service custom-bank-account): the
 * autopay banner weighs them, the billing page lists them. Every change billing makes writes
 * its answer here (`setQueryData`), so the banner moves on without asking again.
 */
export const autopayAccountsQuery = operationQuery(
  'get',
  '/v2/banking-service/custom-bank-account',
);

/** The key billing's changes write their answer under. */
export const autopayAccountsQueryKey = autopayAccountsQuery.queryKey;

export function useAutopayAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...autopayAccountsQuery, enabled: options.enabled ?? true });
}
