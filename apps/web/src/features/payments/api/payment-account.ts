import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The company's currency, available balance (minor units) and rails. */
export const paymentAccountKey = operationKey('get', '/v2/web/payments/account');

export const paymentAccountQuery = () =>
  queryOptions(operationQuery('get', '/v2/web/payments/account'));

export function usePaymentAccount() {
  return useQuery(paymentAccountQuery());
}
