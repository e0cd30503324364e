// @vitest-environment jsdom
// /capital (issue 35): the lender's offer with its fee up front, accepted behind a fresh code;
// each loan (Loan, Growth Loan) with paid, due, overdue and payoff today, and its schedule.
// Loading, empty and error states.
import { failWith, http, loanFixture } from '@outlay/api-client/mocks';
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
});
