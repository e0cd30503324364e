// @vitest-environment jsdom
import { http, resetSatMocks, satAccountValid, satSuggestions } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { SatPage } from './sat-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['sat']);
});
afterEach(() => {
  resetSatMocks();
});

describe('the SAT integration page', () => {
  it('connects through the confirmation and the credentials, refusing them first', async () => {
    const user = userEvent.setup();
    renderApp(<SatPage />);
    expect(await screen.findByText(/No SAT account is connected/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Connect your SAT account' });
    expect(within(confirmation).getAllByRole('listitem')).toHaveLength(3);
    expect(within(confirmation).getByText('Confirm to proceed.')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Confirm' }));

    const credentials = await screen.findByRole('dialog', { name: 'SAT credentials' });
    await user.click(within(credentials).getByRole('button', { name: 'Connect' }));
    expect(
      await within(credentials).findAllByText('The CIEC password field is required.'),
    ).not.toHaveLength(0);
    expect(within(credentials).getAllByText('The RFC field is required.')).not.toHaveLength(0);

    await user.type(within(credentials).getByRole('textbox', { name: /RFC/ }), 'cal190312ab4');
    await user.type(within(credentials).getByLabelText('CIEC password'), 'short');
    await user.click(within(credentials).getByRole('button', { name: 'Connect' }));
    expect(
      await within(credentials).findAllByText('The CIEC password must be at least 8 characters.'),
    ).not.toHaveLength(0);
    const ciec = within(credentials).getByLabelText('CIEC password');
    expect(ciec.getAttribute('type')).toBe('password');
    await user.click(within(credentials).getByRole('button', { name: 'Show password' }));
    expect(ciec.getAttribute('type')).toBe('text');
    await user.type(ciec, '-and-long');
    await user.click(within(credentials).getByRole('button', { name: 'Connect' }));

    expect(
      await screen.findByText('Checking your SAT credentials. This takes a moment.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('RFC CAL190312AB4')).toBeTruthy();
    // The page reads the account again while the SAT checks it.
    expect(await screen.findByText('Connected', {}, { timeout: 8000 })).toBeTruthy();
  }, 15_000);

  it('turns matching on, then lists the company invoices 10 a page', async () => {
    resetSatMocks({ account: { ...satAccountValid, matchInvoice: false } });
    const user = userEvent.setup();
    renderApp(<SatPage />);
    const matching = await screen.findByRole('switch', { name: /Match invoices to transactions/ });
    await user.click(matching);
    expect(await screen.findByText('Invoice matching turned on.')).toBeTruthy();
    expect(await screen.findByText('Invoice matching is on.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();

    const table = await screen.findByRole('grid', { name: 'SAT invoices' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('12 invoices')).toBeTruthy();
    expect(within(table).getByText('Partially paid (PPD)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of SAT invoices' })).toBeTruthy();
  });

  it('counts the invoices from one source: the list follows the account as they arrive', async () => {
    // The list is read first while the SAT checks the account; the invoices arrive after.
    let arrived = false;
    const account = () =>
      arrived
        ? {
            ...satAccountValid,
            syncInvoiceStatus: 'retrieving' as const,
            invoicesStored: satSuggestions.length,
          }
        : {
            ...satAccountValid,
            status: 'pending' as const,
            syncInvoiceStatus: 'pending' as const,
            invoicesStored: 0,
          };
    server.use(
      http.get('/v2/web/satws/account', ({ response }) =>
        response(200).json({ data: { account: account(), isSatMatchInvoicesAvailable: true } }),
      ),
      http.post('/v2/web/satws/invoices', ({ response }) => {
        const current = account();
        arrived = true;
        return response(200).json({
          data: {
            rows: satSuggestions.slice(0, current.invoicesStored).slice(0, 10),
            count: current.invoicesStored,
            pageSize: 10,
            isSectionAvailable: true,
            isSatwsInvoicesAvailable: false,
            account: current,
          },
        });
      }),
    );
    renderApp(<SatPage />);
    expect(await screen.findByText('0 invoices', {}, { timeout: 5000 })).toBeTruthy();
    const count = satSuggestions.length;
    expect(
      await screen.findByText(
        `Retrieving your invoices from the SAT: ${String(count)} invoices so far.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(`${String(count)} invoices`, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 30_000);

  it('offers Reconnect for an account the SAT refused', async () => {
    const user = userEvent.setup();
    renderApp(<SatPage />);
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const credentials = await screen.findByRole('dialog', { name: 'SAT credentials' });
    await user.type(within(credentials).getByRole('textbox', { name: /RFC/ }), 'XAXX010101000');
    await user.type(within(credentials).getByLabelText('CIEC password'), 'ciec-secreta');
    await user.click(within(credentials).getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText(/did not accept this RFC and CIEC password/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  }, 15_000);
});
