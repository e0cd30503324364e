import { satAccountPending, satAccountValid } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { matchingOfferOf } from './matching-offer';

const off = { ...satAccountValid, matchInvoice: false };

describe('matchingOfferOf', () => {
  it('offers the switch only for a valid account, matching off and the flag on', () => {
    expect(matchingOfferOf(off, true, false)).toBe('switch');
    expect(matchingOfferOf(satAccountValid, true, true)).toBe('on');
    expect(matchingOfferOf(satAccountPending, true, true)).toBe('none');
    expect(matchingOfferOf(null, true, true)).toBe('none');
  });

  it('tells only an admin to enable the flag at organisation level', () => {
    expect(matchingOfferOf(off, false, true)).toBe('enableHint');
    expect(matchingOfferOf(off, false, false)).toBe('none');
  });
});
