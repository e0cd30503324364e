import { describe, expect, it } from 'vitest';
import { TabStorage } from '@/testing/tab-storage';
import { forgetDraft, keepDraft, readDraft } from './payment-draft';

const draft = {
  recipient: {
    id: 7,
    name: 'Logística Bajío S.A.',
    bankName: 'BBVA Bancomer',
    bankCountry: 'MX',
    details: { scheme: 'clabe' as const, clabe: '012180000000000015' },
    warnings: [],
    createdAt: '2026-12-01T15:00:00.000Z',
  },
  amount: '1500.50',
  description: 'Factura 118',
  referenceNumber: '1234567',
  transferCurrency: 'MXN',
};

describe('the payment draft', () => {
  it('is kept between the transfer’s pages and forgotten once sent', () => {
    const storage = new TabStorage();
    expect(readDraft(storage)).toBeNull();
    keepDraft(draft, storage);
    expect(readDraft(storage)).toEqual(draft);
    forgetDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  it('a value this code did not write is no draft', () => {
    const storage = new TabStorage();
    storage.setItem('outlay.payments.draft', '{"recipient":null}');
    expect(readDraft(storage)).toBeNull();
    storage.setItem('outlay.payments.draft', 'not json');
    expect(readDraft(storage)).toBeNull();
  });
});
