import type { SatAccount } from '../api/sat-account';

export type MatchingOffer = 'switch' | 'on' | 'enableHint' | 'none';

/**
 * What the invoice-matching panel offers (spec part 2 §4, §6): the switch only when the
 * account is valid, matching is not on yet and the company flag is set; the admin alone is
 * told to enable the flag at organisation level when the account is valid but the flag is off.
 */
export function matchingOfferOf(
  account: SatAccount | null,
  flagOn: boolean,
  isAdmin: boolean,
): MatchingOffer {
  if (account?.status !== 'valid') return 'none';
  if (!flagOn) return isAdmin ? 'enableHint' : 'none';
  return account.matchInvoice ? 'on' : 'switch';
}
