// @vitest-environment jsdom
import { loanInstalmentDetails } from '@outlay/api-client/mocks';
import { http } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests, valueOf } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = setUpDrawerTests();

const instalment = loanInstalmentDetails.instalment;

describe('a loan instalment in the drawer', () => {
  it('shows the provider with the loan, payment type, status, due date and paid date', async () => {
    openDrawer({ type: 'loan', id: instalment.id });
    await screen.findByRole('dialog', { name: 'Outlay Capital' });
    expect(screen.getByText('$2,475.00 USD')).toBeTruthy();
    expect(valueOf('Provider')).toBe('Outlay Capital – Growth loan for the new warehouse');
    expect(valueOf('Payment type')).toBe('Interest');
    expect(valueOf('Status')).toBe('Paid');
    // Northwind is American: MM/DD/YYYY.
    expect(valueOf('Due date')).toBe('12/05/2025');
    expect(valueOf('Paid date')).toBe('12/05/2025');
    expect(screen.queryByRole('textbox', { name: 'Memo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
  });

  it('shows a dash for no payment type and for an instalment not yet paid', async () => {
    server.use(
      http.get('/v2/web/loan/instalment-details/{id}', ({ response }) =>
        response(200).json({
          ...loanInstalmentDetails,
          instalment: {
            ...instalment,
            paymentType: 'none',
            status: 'overdue',
            paidDate: null,
            loan: { ...instalment.loan, flag: 'WC', description: 'Working capital line' },
          },
        }),
      ),
    );
    openDrawer({ type: 'loan', id: instalment.id });
    await screen.findByText('Outlay Capital – Working capital line');
    expect(valueOf('Payment type')).toBe('—');
    expect(valueOf('Status')).toBe('Overdue');
    expect(valueOf('Paid date')).toBe('—');
  });
});
