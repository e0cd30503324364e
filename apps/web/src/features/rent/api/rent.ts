import { useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { useReadsChanged } from '@/lib/use-reads-changed';

/** Every read of the rent payments: what paying rent invalidates. */
export const rentPaymentsKey = operationKey('get', '/v2/web/rent/payments');

/** How often the payments are read again while a payout to a landlord is on its way. */
const PENDING_POLL_MS = 1500;

/** The caller's cards, the fee rate and the rent payments made, read again while one is pending. */
export function useRentPayments() {
  return useQuery({
    ...operationQuery('get', '/v2/web/rent/payments'),
    refetchInterval: (query) =>
      query.state.data?.payments.some((payment) => payment.status === 'pending') === true
        ? PENDING_POLL_MS
        : false,
  });
}

/** A rent payment was sent: the payments show it, and the dashboard's figures move. */
const paymentReads = [rentPaymentsKey, operationKey('get', '/v2/web/dashboard/get-statistics')];
export const useRentPaymentRequested = () => useReadsChanged(paymentReads);
