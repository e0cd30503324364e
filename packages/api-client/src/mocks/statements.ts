// Happy-path handlers for /statement: Northwind's due December and paid November, the signed
// link a download answers, and a Pay now the bank has still to confirm.
import type { Statement, StatementPayment } from '../schema-types';
import { autopayAccount } from './fixtures/banking';
import { http } from './http';

const usd = { alphaCode: 'USD', numericCode: '840' };

const december: Statement = {
  id: '2025-12-01-USD',
  currency: usd,
  periodStart: '2025-12-01',
  closingDate: '2025-12-31',
  dueDate: '2026-01-25',
  previousBalance: 120_000,
  purchases: 845_012,
  paymentsAndCredits: 120_000,
  feesAndPenalties: 0,
  newBalance: 845_012,
  paidSinceClose: 0,
  amountDue: 845_012,
  state: 'due',
  entryCount: 42,
  payment: null,
};

const november: Statement = {
  ...december,
  id: '2025-11-01-USD',
  periodStart: '2025-11-01',
  closingDate: '2025-11-30',
  dueDate: '2025-12-25',
  previousBalance: 98_000,
  purchases: 120_000,
  paymentsAndCredits: 98_000,
  newBalance: 120_000,
  paidSinceClose: 120_000,
  amountDue: 0,
  state: 'paid',
  entryCount: 37,
};

const payment: StatementPayment = {
  id: 1,
  amount: 845_012,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const statementHandlers = [
  http.get('/v2/web/statement/list', ({ response }) =>
    response(200).json({ statements: [december, november] }),
  ),
  http.get('/v2/web/statement/{statementId}', ({ params, response }) =>
    response(200).json(params.statementId === november.id ? november : december),
  ),
  http.get('/v2/web/statement/{statementId}/download', ({ params, response }) =>
    response(200).json({ url: `/files/statements/${params.statementId}?signature=mock` }),
  ),
  // Northwind's verified USD account (the contract's 'pending' is the verified state).
  http.get('/v2/web/statement-paying-accounts', ({ response }) =>
    response(200).json({
      currencies: [
        {
          currency: 'USD',
          accounts: [autopayAccount({ currency: 'USD', autoDebitVerificationStatus: 'pending' })],
        },
      ],
    }),
  ),
  http.post('/v2/web/statement/{statementId}/pay-now', ({ response }) =>
    response(202).json(payment),
  ),
];
