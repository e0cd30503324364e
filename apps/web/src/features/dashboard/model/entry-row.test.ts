import {
  cardEntry,
  failedRouteFusionEntry,
  loanEntry,
  pendingCardEntry,
  stpPaymentEntry,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { toEntryRow } from './entry-row';

type CardEntry = Extract<typeof cardEntry, { type: 'card' }>;
const card = cardEntry as CardEntry;
const withCard = (patch: Partial<CardEntry['transaction']>) =>
  toEntryRow({ type: 'card', title: card.title, transaction: { ...card.transaction, ...patch } });

describe('status labels (spec part 1 §4.6)', () => {
  it.each([
    [{ transactionStatus: 'pending' }, 'dashboard.status.pending'],
    [{ transactionType: 'credit' }, 'dashboard.status.refund'],
    [
      { paymentType: 'adjustment', transactionType: 'credit', subPaymentType: 'cashback' },
      'dashboard.status.cashback',
    ],
    [
      { paymentType: 'adjustment', transactionType: 'credit', subPaymentType: 'referral' },
      'dashboard.status.referral',
    ],
    [
      { paymentType: 'adjustment', transactionType: 'credit', subPaymentType: null },
      'dashboard.status.credit',
    ],
    [{ paymentType: 'adjustment', transactionType: 'debit' }, 'dashboard.status.debit'],
    [{ paymentType: 'settlement', transactionType: 'debit' }, 'dashboard.status.debit'],
    [{ paymentType: 'settlement', transactionType: 'credit' }, 'dashboard.status.settlement'],
    [{ paymentType: 'late-payment-penalty' }, 'dashboard.status.latePaymentPenalty'],
    [{ paymentType: 'cashback', transactionType: 'credit' }, 'dashboard.status.cashback'],
    [{ paymentType: 'cards', transactionType: 'debit' }, 'dashboard.status.posted'],
  ] as const)('card %o reads %s', (patch, label) => {
    expect(withCard(patch).status.label).toBe(label);
  });

  it('gives transfers their status, failed in red', () => {
    expect(toEntryRow(stpPaymentEntry).status).toEqual({
      label: 'dashboard.status.completed',
      tone: 'positive',
    });
    expect(toEntryRow(failedRouteFusionEntry).status).toEqual({
      label: 'dashboard.status.failed',
      tone: 'critical',
    });
  });

  it('calls a GROWTH instalment a Growth Loan and a WC one a Loan', () => {
    expect(toEntryRow(loanEntry).status.label).toBe('dashboard.status.growthLoan');
    const wc = loanEntry.type === 'loan' ? loanEntry.instalment : undefined;
    if (!wc) throw new Error('fixture');
    expect(
      toEntryRow({
        type: 'loan',
        title: loanEntry.title,
        instalment: { ...wc, loan: { ...wc.loan, flag: 'WC' } },
      }).status.label,
    ).toBe('dashboard.status.loan');
  });
});

describe('a row', () => {
  it('shows the clean merchant name, the local amount and the files', () => {
    expect(toEntryRow(cardEntry)).toMatchObject({
      id: 'card:5012',
      merchant: 'Delta Air Lines',
      user: 'Ethan Brooks',
      receipts: 1,
      amount: 184.2,
      currency: 'USD',
      local: { amount: 169.46, currency: 'EUR' },
    });
    expect(toEntryRow(pendingCardEntry).receipts).toBe(0);
  });

  it('shows money coming back as negative', () => {
    expect(withCard({ transactionType: 'credit' }).amount).toBe(-184.2);
  });

  it("shows the server's title, the name the Merchant sort orders by, whatever the kind", () => {
    // A provider's own item (a cashback credit) has no merchant: its title names it, in the
    // request's language, rather than its description.
    const credit = toEntryRow({
      type: 'card',
      title: 'Crédito de cashback',
      transaction: {
        ...card.transaction,
        merchant: null,
        paymentType: 'adjustment',
        subPaymentType: 'cashback',
        transactionType: 'credit',
        description: 'Crédito de cashback aplicado al estado de cuenta',
      },
    });
    expect(credit.merchant).toBe('Crédito de cashback');
  });

  it('names the recipient of a transfer and takes no receipts for a loan', () => {
    expect(toEntryRow(stpPaymentEntry).merchant).toBe('Maquiladora del Norte S.A. de C.V.');
    expect(toEntryRow(loanEntry)).toMatchObject({
      merchant: 'Outlay Capital',
      receipts: null,
      user: null,
    });
  });
});
