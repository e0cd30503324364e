import { beforeEach, describe, expect, it } from 'vitest';
import { TabStorage } from '@/testing/tab-storage';
import { forgetSentKey, paymentDetails, pendingKeyFor } from './payment-key';

const details = paymentDetails({
  recipientId: 7,
  amountMinor: 150_050,
  currency: 'MXN',
  description: 'Factura 118 ',
  referenceNumber: '1234567',
});

let sessionStorage: TabStorage;

describe('the pending payment key', () => {
  beforeEach(() => {
    sessionStorage = new TabStorage();
  });

  it('is the same for the same details after a reload, until the payment is confirmed', () => {
    const first = pendingKeyFor(details, sessionStorage);
    // A reload keeps the tab's session storage; the module starts again with nothing in memory.
    expect(pendingKeyFor(details, sessionStorage)).toBe(first);
    expect(pendingKeyFor(details.replace('150050', '150051'), sessionStorage)).not.toBe(first);

    const second = pendingKeyFor(details, sessionStorage);
    expect(second).not.toBe(first);
    forgetSentKey(second, sessionStorage);
    expect(pendingKeyFor(details, sessionStorage)).not.toBe(second);
  });

  it('replaces a value it did not write', () => {
    sessionStorage.setItem('outlay.payments.pendingKey', '{not json');
    expect(pendingKeyFor(details, sessionStorage)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
