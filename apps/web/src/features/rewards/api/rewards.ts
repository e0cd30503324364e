import type { Rewards } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { useReadsChanged } from '@/lib/use-reads-changed';

/** How often the rewards are read again while a redemption waits for the issuer or the bank. */
const PENDING_POLL_MS = 1500;

/** Every read of the rewards: what a redemption and its outcome invalidate. */
export const rewardsKey = operationKey('get', '/v2/web/rewards');

const waitsForAnswer = (rewards: Rewards | undefined) =>
  rewards?.redemptions.some((redemption) => redemption.status === 'pending') === true;

export const rewardsQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/rewards'),
    refetchInterval: (query) => (waitsForAnswer(query.state.data) ? PENDING_POLL_MS : false),
  });

/** The company's cashback: balance, what the open cycle is earning, rates, history. */
export function useRewards() {
  return useQuery(rewardsQuery());
}

/** The AutoPay accounts cashback may be deposited to (the accounts Pay now debits). */
export function useDepositAccounts(options: { enabled: boolean }) {
  return useQuery({
    ...operationQuery('get', '/v2/web/statement-paying-accounts'),
    enabled: options.enabled,
  });
}

/** A redemption was taken from the balance: the rewards read again show it pending. */
const redemptionReads = [rewardsKey];
export const useRedemptionRequested = () => useReadsChanged(redemptionReads);
