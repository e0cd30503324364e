import { useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** Every read of the loans: what accepting an offer invalidates. */
export const loansKey = operationKey('get', '/v2/web/capital/loans');
/** The lender's offer: accepting it makes it go. */
export const loanOfferKey = operationKey('get', '/v2/web/capital/offer');

/** The company's loans with their schedules and payoff amounts. */
export function useLoans() {
  return useQuery(operationQuery('get', '/v2/web/capital/loans'));
}

/** The lender's open offer, or null. */
export function useLoanOffer() {
  return useQuery(operationQuery('get', '/v2/web/capital/offer'));
}
