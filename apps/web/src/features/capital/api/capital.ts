import { useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { useReadsChanged } from '@/lib/use-reads-changed';

/** Every read of the loans: what accepting an offer invalidates. */
export const loansKey = operationKey('get', '/v2/web/capital/loans');
/** The lender's offer: accepting it makes it go. */
export const loanOfferKey = operationKey('get', '/v2/web/capital/offer');

/** How often the loans are read again while a payment of one waits for the bank. */
const PENDING_POLL_MS = 1500;

/** The company's loans with their schedules and payoff amounts. */
export function useLoans() {
  return useQuery({
    ...operationQuery('get', '/v2/web/capital/loans'),
    refetchInterval: (query) =>
      query.state.data?.loans.some((loan) => loan.payment?.status === 'pending') === true
        ? PENDING_POLL_MS
        : false,
  });
}

/** The lender's open offer, or null. */
export function useLoanOffer() {
  return useQuery(operationQuery('get', '/v2/web/capital/offer'));
}

/**
 * The AutoPay accounts a loan payment may debit, per currency (the same read as Pay now's):
 * read when the payment dialog is about to open.
 */
export function useLoanPayingAccounts(options: { enabled: boolean }) {
  return useQuery({
    ...operationQuery('get', '/v2/web/statement-paying-accounts'),
    enabled: options.enabled,
  });
}

/** A loan payment went to the bank: the loans read again show it pending, then its answer. */
const paymentReads = [loansKey];
export const useLoanPaymentRequested = () => useReadsChanged(paymentReads);

/** A loan made from the offer: the loans, the offer gone, and the dashboard's entries. */
const loanMadeReads = [
  loansKey,
  loanOfferKey,
  operationKey('post', '/v2/web/dashboard/transactions'),
];
export const useLoanMade = () => useReadsChanged(loanMadeReads);
