// @vitest-environment jsdom
// /capital (issue 35): the lender's offer with its fee up front, accepted behind a fresh code;
// each loan (Loan, Growth Loan) with paid, due, overdue and payoff today, and its schedule.
// Loading, empty and error states. "Pay off loan" and an instalment paid early from a verified
// AutoPay account behind a fresh code, followed until the bank confirms; no account, no payment.
import type { LoanPayment } from '@outlay/api-client';
import { failWith, http, loanFixture, usdPayingAccounts } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { CapitalPage } from './capital-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'capital', 'verification']);
});

describe('the capital page', () => {
  it('shows each loan with its figures and schedule, and the offer with its fee', async () => {
    renderApp(<CapitalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Capital' })).toBeTruthy();
    const name = 'Loan: Working capital line';
    expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByText('$111,320.00 USD')).toBeTruthy();
    const schedule = screen.getByRole('list', { name: `Instalment schedule, ${name}` });
    expect(within(schedule).getAllByText('Principal')).toHaveLength(2);
    expect(within(schedule).getByText('Overdue')).toBeTruthy();
    expect(await screen.findByText('$750.00 USD (1.5%)')).toBeTruthy();
    expect(screen.getByText('12 months')).toBeTruthy();
  });

  it('accepts the offer behind a fresh code', async () => {
    const user = userEvent.setup();
    const accepted: unknown[] = [];
    server.use(
      http.post('/v2/web/capital/offer/{offerId}/accept', async ({ params, request, response }) => {
        accepted.push({ offerId: Number(params.offerId), ...(await request.json()) });
        return response(201).json(loanFixture);
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <CapitalPage />
      </VerificationContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept loan offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(
      await within(dialog).findAllByText(
        'Your loan is made. Its instalments are on your dashboard.',
      ),
    ).not.toHaveLength(0);
    expect(verify).toHaveBeenCalledWith({ actionType: 'ACCEPT_LOAN_OFFER' });
    expect(accepted).toEqual([{ offerId: 7, actionCode: 'a'.repeat(43) }]);
  });

  it('says when there are no loans, and when they could not be read', async () => {
    server.use(
      http.get('/v2/web/capital/loans', ({ response }) =>
        response(200).json({ currency: 'USD', loans: [] }),
      ),
      http.get('/v2/web/capital/offer', ({ response }) => response(200).json({ offer: null })),
    );
    const { unmount } = renderApp(<CapitalPage />);
    expect(await screen.findByText('No loans yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    unmount();
    server.use(failWith('listLoans', 404, 'The lender is away.'));
    renderApp(<CapitalPage />);
    expect(await screen.findByText('Your loans could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The lender is away.')).toBeTruthy();
  });

  it('pays the loan off behind a fresh code, overdue instalments included, then shows it paid', async () => {
    const user = userEvent.setup();
    let asked: unknown = null;
    let payment: LoanPayment | null = null;
    server.use(
      http.get('/v2/web/statement-paying-accounts', ({ response }) =>
        response(200).json(usdPayingAccounts),
      ),
      http.get('/v2/web/capital/loans', ({ response }) =>
        response(200).json({ currency: 'USD', loans: [{ ...loanFixture, payment }] }),
      ),
      http.post('/v2/web/capital/loans/{loanId}/pay', async ({ params, request, response }) => {
        asked = { loanId: Number(params.loanId), ...(await request.json()) };
        payment = {
          id: 31,
          kind: 'payoff',
          dueDate: null,
          amount: loanFixture.payoffToday,
          status: 'pending',
          createdAt: '2025-08-10T15:00:00.000Z',
          settledAt: null,
        };
        return response(202).json(payment);
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <CapitalPage />
      </VerificationContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay off loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay off loan' });
    expect(within(dialog).getByText('$111,320.00 USD')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $111,320.00 USD' }));
    expect(
      await within(dialog).findAllByText(
        'Your payment of $111,320.00 USD is on its way. The loan shows it once the bank confirms.',
      ),
    ).not.toHaveLength(0);
    expect(verify).toHaveBeenCalledWith({ actionType: 'PAY_LOAN' });
    expect(asked).toEqual({
      loanId: 1,
      kind: 'payoff',
      accountId: 21,
      actionCode: 'a'.repeat(43),
    });
    payment = { ...(payment as unknown as LoanPayment), status: 'confirmed', settledAt: '' };
    expect(
      await within(dialog).findAllByText(
        'The bank confirmed your payment of $111,320.00 USD. The loan is paid off.',
        {},
        { timeout: 5000 },
      ),
    ).not.toHaveLength(0);
  });

  it('pays the next instalment early, and says so when no AutoPay account is verified', async () => {
    const user = userEvent.setup();
    let asked: unknown = null;
    server.use(
      http.get('/v2/web/statement-paying-accounts', ({ response }) =>
        response(200).json(usdPayingAccounts),
      ),
      http.post('/v2/web/capital/loans/{loanId}/pay', async ({ request, response }) => {
        asked = await request.json();
        return response(202).json({
          id: 32,
          kind: 'instalment',
          dueDate: '2025-08-05',
          amount: 1_132_000,
          status: 'pending',
          createdAt: '2025-08-01T15:00:00.000Z',
          settledAt: null,
        });
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    const { unmount } = renderApp(
      <VerificationContext value={verify}>
        <CapitalPage />
      </VerificationContext>,
    );
    await user.click(
      await screen.findByRole('button', { name: 'Pay the Aug 05, 2025 instalment early' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pay an instalment early' });
    // The interest due that day and the overdue principal of the same day: one instalment.
    await user.click(within(dialog).getByRole('button', { name: 'Pay $11,320.00 USD' }));
    expect(
      await within(dialog).findAllByText(
        'Your payment of $11,320.00 USD is on its way. The loan shows it once the bank confirms.',
      ),
    ).not.toHaveLength(0);
    expect(asked).toEqual({
      kind: 'instalment',
      dueDate: '2025-08-05',
      accountId: 21,
      actionCode: 'a'.repeat(43),
    });
    unmount();
    server.use(
      http.get('/v2/web/statement-paying-accounts', ({ response }) =>
        response(200).json({ currencies: [] }),
      ),
    );
    renderApp(
      <VerificationContext value={verify}>
        <CapitalPage />
      </VerificationContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay off loan' }));
    const none = await screen.findByRole('dialog', { name: 'Pay off loan' });
    expect(
      within(none).getByText(
        'None of your USD AutoPay accounts is verified yet. Add or verify one in Billing to pay from it.',
      ),
    ).toBeTruthy();
    expect(within(none).queryByRole('button', { name: /^Pay \$/ })).toBeNull();
  });
});
