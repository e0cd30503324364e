// @vitest-environment jsdom
// /statement (issue 41): every statement with its figures and state, its entries on the
// dashboard, its PDF and CSV, and Pay now from a verified AutoPay account behind a fresh code,
// followed until the bank confirms. A bookkeeper reads and downloads but does not pay.
import type { Statement, StatementPayment } from '@outlay/api-client';
import { bookkeeperUser, failWith, http, usdPayingAccounts } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { StatementsPage } from './statements-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'statements', 'verification']);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const decemberHeading = 'Dec 01, 2025 – Dec 31, 2025';

/** Northwind's December statement, due in full and not paid yet. */
const dueDecember: Statement = {
  id: '2025-12-01-USD',
  currency: { alphaCode: 'USD', numericCode: '840' },
  periodStart: '2025-12-01',
  closingDate: '2025-12-31',
  dueDate: '2026-01-21',
  previousBalance: 0,
  purchases: 845_012,
  paymentsAndCredits: 0,
  feesAndPenalties: 0,
  newBalance: 845_012,
  paidSinceClose: 0,
  amountDue: 845_012,
  state: 'due',
  entryCount: 42,
  payment: null,
};

describe('the statements page', () => {
  it('lists each statement with its figures and state, and links to its entries', async () => {
    renderApp(<StatementsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: decemberHeading });
    expect(heading).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nov 01, 2025 – Nov 30, 2025' }));
    expect(screen.getByText('Due')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getAllByText('$8,450.12 USD').length).toBeGreaterThanOrEqual(2);
    const entries = screen.getByRole('link', { name: `View 42 entries, ${decemberHeading}` });
    expect(entries.getAttribute('href')).toContain(
      'range=custom&from=2025-12-01&to=2025-12-31&statement=1',
    );
    // Only what is due is offered to pay.
    expect(screen.getAllByRole('button', { name: /^Pay now/ })).toHaveLength(1);
  });

  it('downloads the PDF and the CSV through a fresh signed link, and says so', async () => {
    const user = userEvent.setup();
    const assign = vi.fn<(url: string) => void>();
    const formats: string[] = [];
    server.use(
      http.get('/v2/web/statement/{statementId}/download', ({ params, query, response }) => {
        formats.push(`${params.statementId}:${query.get('format')}`);
        return response(200).json({ url: `/files/${params.statementId}.${query.get('format')}` });
      }),
    );
    renderApp(<StatementsPage goTo={assign} />);
    await user.click(
      await screen.findByRole('button', { name: `Download PDF, ${decemberHeading}` }),
    );
    expect(await screen.findByText('Your PDF file is downloading.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Download CSV, ${decemberHeading}` }));
    expect(await screen.findByText('Your CSV file is downloading.')).toBeTruthy();
    expect(formats).toEqual(['2025-12-01-USD:pdf', '2025-12-01-USD:csv']);
    expect(assign.mock.calls).toEqual([
      ['/files/2025-12-01-USD.pdf'],
      ['/files/2025-12-01-USD.csv'],
    ]);
  });

  it('pays another amount from the AutoPay account behind a fresh code, then shows it paid', async () => {
    const user = userEvent.setup();
    let paid: { accountId: number; amount: number; actionCode: string } | null = null;
    let bank: StatementPayment['status'] = 'pending';
    server.use(
      http.get('/v2/web/statement-paying-accounts', ({ response }) =>
        response(200).json(usdPayingAccounts),
      ),
      http.get('/v2/web/statement/list', ({ response }) => {
        const december: Statement = {
          ...dueDecember,
          paidSinceClose: paid && bank === 'confirmed' ? paid.amount : 0,
          amountDue: paid && bank === 'confirmed' ? 845_012 - paid.amount : 845_012,
          payment: paid ? { id: 5, amount: paid.amount, status: bank, createdAt: '' } : null,
        };
        return response(200).json({ statements: [december] });
      }),
      http.post('/v2/web/statement/{statementId}/pay-now', async ({ request, response }) => {
        const body = await request.json();
        paid = body;
        return response(202).json({
          id: 5,
          amount: body.amount,
          status: 'pending',
          createdAt: '2026-01-05T10:00:00.000Z',
        });
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderApp(
      <VerificationContext value={verify}>
        <StatementsPage />
      </VerificationContext>,
    );
    await user.click(await screen.findByRole('button', { name: `Pay now, ${decemberHeading}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    await user.click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to pay (USD)' });
    await user.type(amount, '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $9,000.00 USD' }));
    expect(
      await within(dialog).findAllByText('Enter at most the amount due, $8,450.12 USD.'),
    ).not.toHaveLength(0);
    expect(verify).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1000.50');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $1,000.50 USD' }));
    expect(
      await within(dialog).findAllByText(
        'Your payment of $1,000.50 USD is on its way. The statement shows it once the bank confirms.',
      ),
    ).not.toHaveLength(0);
    expect(verify).toHaveBeenCalledWith({ actionType: 'PAY_STATEMENT' });
    expect(paid).toEqual({ accountId: 21, amount: 100_050, actionCode: 'a'.repeat(43) });
    bank = 'confirmed';
    expect(
      await within(dialog).findAllByText(
        'The bank confirmed your payment of $1,000.50 USD.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).not.toHaveLength(0);
  });

  it('says before the due date that AutoPay will debit the amount due, and from which account', async () => {
    const december: Statement = {
      ...dueDecember,
      autopay: {
        status: 'scheduled',
        amount: 845_012,
        date: '2026-01-21',
        account: { bankName: 'Chase', lastFour: '6789' },
      },
    };
    const debited: Statement = {
      ...december,
      id: '2025-11-01-USD',
      periodStart: '2025-11-01',
      closingDate: '2025-11-30',
      dueDate: '2025-12-21',
      state: 'paid',
      amountDue: 0,
      autopay: {
        status: 'confirmed',
        amount: 845_012,
        date: '2025-12-21',
        account: { bankName: 'Chase', lastFour: '6789' },
      },
    };
    server.use(
      http.get('/v2/web/statement/list', ({ response }) =>
        response(200).json({ statements: [december, debited] }),
      ),
    );
    renderApp(<StatementsPage />);
    expect(
      await screen.findByText(
        'AutoPay will debit $8,450.12 USD on Jan 21, 2026 from Chase ••••6789',
      ),
    ).toBeTruthy();
    // Said before it runs only: the statement it already paid says nothing more of it.
    expect(screen.getAllByText(/^AutoPay will debit/)).toHaveLength(1);
  });

  it('shows a bookkeeper the files but no Pay now', async () => {
    server.use(
      http.get('/v2/web/user/load-user-profile', ({ response }) =>
        response(200).json(bookkeeperUser),
      ),
    );
    renderApp(<StatementsPage />);
    expect(
      await screen.findByRole('button', { name: `Download PDF, ${decemberHeading}` }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();
  });

  it('says when there is nothing yet, and when the statements could not be read', async () => {
    server.use(
      http.get('/v2/web/statement/list', ({ response }) => response(200).json({ statements: [] })),
    );
    const { unmount } = renderApp(<StatementsPage />);
    expect(await screen.findByText('No statements yet')).toBeTruthy();
    unmount();
    server.use(failWith('listStatements', 404, 'The statements service is away.'));
    renderApp(<StatementsPage />);
    expect(await screen.findByText('Your statements could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The statements service is away.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('downloads a Mexican statement’s CFDI once it is stamped, and says while it is stamped', async () => {
    const user = userEvent.setup();
    const assign = vi.fn<(url: string) => void>();
    let stamped = false;
    const formats: string[] = [];
    server.use(
      http.get('/v2/web/statement/list', ({ response }) => {
        const november: Statement = {
          id: '2025-11-01-MXN',
          currency: { alphaCode: 'MXN', numericCode: '484' },
          periodStart: '2025-11-01',
          closingDate: '2025-11-30',
          dueDate: '2025-12-21',
          previousBalance: 0,
          purchases: 1_000_000,
          paymentsAndCredits: 0,
          feesAndPenalties: 81_900,
          newBalance: 1_081_900,
          paidSinceClose: 1_081_900,
          amountDue: 0,
          state: 'paid',
          entryCount: 12,
          payment: null,
          cfdi: stamped
            ? { status: 'stamped', uuid: '6f1c1b0e-3d1a-4c2e-9a55-0b2f4b8f7d10', total: 81_900 }
            : { status: 'pending', uuid: null, total: 81_900 },
        };
        stamped = true;
        return response(200).json({ statements: [november] });
      }),
      http.get('/v2/web/statement/{statementId}/download', ({ params, query, response }) => {
        formats.push(`${params.statementId}:${query.get('format')}`);
        return response(200).json({ url: `/files/${params.statementId}.${query.get('format')}` });
      }),
    );
    renderApp(<StatementsPage goTo={assign} />);
    const name = 'Nov 01, 2025 – Nov 30, 2025';
    expect(await screen.findByText('The CFDI tax invoice is being stamped.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Download CFDI XML, ${name}` })).toBeNull();
    // Read again while it is pending: stamped on the next read.
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Download CFDI XML, ${name}` },
        // An upper bound: the list is read again every 1.5 s while the CFDI is pending.
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText('Your CFDI XML file is downloading.')).toBeTruthy();
    expect(screen.getByText('CFDI tax invoice 6F1C1B0E-3D1A-4C2E-9A55-0B2F4B8F7D10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Download CFDI PDF, ${name}` }));
    expect(await screen.findByText('Your CFDI PDF file is downloading.')).toBeTruthy();
    expect(formats).toEqual(['2025-11-01-MXN:cfdi-xml', '2025-11-01-MXN:cfdi-pdf']);
  });
});
