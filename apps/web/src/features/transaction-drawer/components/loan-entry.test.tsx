// @vitest-environment jsdom
import { loanInstalmentDetails } from '@outlay/api-client/mocks';
import { http } from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openDrawer, valueOf } from './open-drawer.testing';
import { startMockServer } from '../../../testing/mock-server';
import { prepareApp } from '../../../testing/render-app';

vi.mock('../../../lib/api-client', () => import('../../../testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['transaction-drawer'], { nodeFiles: true });
});

const value = (term: string) => valueOf(screen.getByText(term, { selector: 'dt' }));
const instalment = loanInstalmentDetails.instalment;

describe('a loan instalment in the drawer', () => {
  it('shows the provider with the loan, payment type, status, due date and paid date', async () => {
    openDrawer({ type: 'loan', id: instalment.id });
    await screen.findByRole('dialog', { name: 'Outlay Capital' });
    expect(screen.getByText('$2,475.00 USD')).toBeTruthy();
    expect(value('Provider')).toBe('Outlay Capital – Growth loan for the new warehouse');
    expect(value('Payment type')).toBe('Interest');
    expect(value('Status')).toBe('Paid');
    // Northwind is American: MM/DD/YYYY.
    expect(value('Due date')).toBe('12/05/2025');
    expect(value('Paid date')).toBe('12/05/2025');
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
    expect(value('Payment type')).toBe('—');
    expect(value('Status')).toBe('Overdue');
    expect(value('Paid date')).toBe('—');
  });
});
