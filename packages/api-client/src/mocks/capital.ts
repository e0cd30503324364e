// Happy-path handlers for /capital: Northwind's working-capital loan with an instalment paid,
// one due and one overdue, and the lender's open offer; accepting it answers the new loan, and a
// payment of a loan is on its way to the bank.
import type { Loan, LoanOffer, LoanPayment } from '../schema-types';
import { http } from './http';

export const loanFixture: Loan = {
  id: 1,
  flag: 'WC',
  description: 'Working capital line',
  currency: 'USD',
  principal: 12_000_000,
  disbursedAt: '2025-06-05T15:00:00.000Z',
  paid: 1_000_000,
  due: 132_000,
  overdue: 1_000_000,
  payoffToday: 11_132_000,
  instalments: [
    {
      id: 101,
      paymentType: 'principal',
      status: 'paid',
      dueDate: '2025-07-05',
      paidDate: '2025-07-05',
      amount: 1_000_000,
    },
    {
      id: 102,
      paymentType: 'interest',
      status: 'due',
      dueDate: '2025-08-05',
      paidDate: null,
      amount: 132_000,
    },
    {
      id: 103,
      paymentType: 'principal',
      status: 'overdue',
      dueDate: '2025-08-05',
      paidDate: null,
      amount: 1_000_000,
    },
  ],
};

export const loanOfferFixture: LoanOffer = {
  id: 7,
  flag: 'WC',
  currency: 'USD',
  principal: 5_000_000,
  months: 12,
  monthlyRate: 110,
  originationFeeRate: 150,
  vatRate: 0,
  originationFee: 75_000,
  totalRepayment: 5_432_500,
  firstDueDate: '2026-02-05',
  expiresAt: '2026-02-04T10:00:00.000Z',
};

export const loanPaymentFixture: LoanPayment = {
  id: 31,
  kind: 'payoff',
  dueDate: null,
  amount: 11_132_000,
  status: 'pending',
  createdAt: '2025-08-10T15:00:00.000Z',
  settledAt: null,
};

export const capitalHandlers = [
  http.get('/v2/web/capital/loans', ({ response }) =>
    response(200).json({ currency: 'USD', loans: [loanFixture] }),
  ),
  http.get('/v2/web/capital/offer', ({ response }) =>
    response(200).json({ offer: loanOfferFixture }),
  ),
  http.post('/v2/web/capital/offer/{offerId}/accept', ({ response }) =>
    response(201).json({
      ...loanFixture,
      id: 2,
      principal: loanOfferFixture.principal,
      paid: 0,
      due: 0,
      overdue: 0,
      payoffToday: loanOfferFixture.principal,
      instalments: [],
    }),
  ),
  http.post('/v2/web/capital/loans/{loanId}/pay', ({ response }) =>
    response(202).json(loanPaymentFixture),
  ),
];
