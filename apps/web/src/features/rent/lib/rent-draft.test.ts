// @vitest-environment jsdom
import { emptyRentDraft } from '@outlay/machines/rent-payment/rent-payment.draft';
import { describe, expect, it } from 'vitest';
import { forgetRentDraft, keepRentDraft, readRentDraft } from './rent-draft';

describe('the kept rent draft', () => {
  it('keeps the draft with its key, and forgets it', () => {
    const kept = { draft: { ...emptyRentDraft(7), amount: '2500' }, idempotencyKey: 'k-1' };
    keepRentDraft(kept);
    expect(readRentDraft()).toEqual(kept);
    forgetRentDraft();
    expect(readRentDraft()).toBeNull();
  });

  it('reads nothing it did not write', () => {
    sessionStorage.setItem('outlay.rent.draft', JSON.stringify({ draft: { amount: 5 } }));
    expect(readRentDraft()).toBeNull();
    sessionStorage.setItem('outlay.rent.draft', '{not json');
    expect(readRentDraft()).toBeNull();
  });
});
