// @vitest-environment jsdom
// /card-order (issue 19): ship to the company's address or another, rush where the company has
// it, then the order's status.
import { http, placedCardOrder } from '@outlay/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { switchMessages } from '@/i18n/messages';
import { CardOrderPage } from './card-order-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['cards']);
});

describe('CardOrderPage', () => {
  it("orders to the company's address with rush, then shows the order's progress", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/card-order', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ msg: 'Ordered.', order: { ...placedCardOrder, rush: true } });
      }),
    );
    renderApp(<CardOrderPage />);
    const company = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'The shipping address: 500 Market Street, Suite 1200, San Francisco, CA 94105, United States',
    });
    expect(company.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Rush shipment (about 2 days)' }));
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    expect(await screen.findByText(/^Your card is ordered\. It should arrive by /)).toBeTruthy();
    expect(sent).toEqual({ shipTo: 'company', rush: true });
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeTruthy();
    expect(screen.getByText('Rush shipment')).toBeTruthy();
  });

  it('offers the other saved addresses from /settings/addresses and ships to the one picked', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/card-order', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ msg: 'Ordered.', order: placedCardOrder });
      }),
    );
    renderApp(<CardOrderPage />);
    await user.click(
      await screen.findByRole('radio', {
        name: 'The legal address: 1 Ferry Building, San Francisco, CA 94111, United States',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    expect(await screen.findByText(/^Your card is ordered\. It should arrive by /)).toBeTruthy();
    expect(sent).toEqual({ shipTo: 'legal', rush: false });
  });

  it('asks for another address, and keeps it when the server refuses', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post('/v2/web/cards/card-order', async ({ request, response }) => {
        sent = await request.json();
        return response(400).json({ errors: { msg: 'Enter the address to ship the card to.' } });
      }),
    );
    renderApp(<CardOrderPage />);
    await user.click(await screen.findByRole('radio', { name: 'Another address' }));
    await user.type(screen.getByRole('textbox', { name: /Address line 1/ }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: /State or province/ }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '73301');
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    // The country is missing: said at the field, nothing sent.
    expect(await screen.findByText('Choose the country to ship the card to.')).toBeTruthy();
    // The country is chosen by its name from a list; the contract's code is what is sent.
    expect(screen.queryByRole('textbox', { name: /Country/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Choose a country Country/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    expect(screen.queryByText('Choose the country to ship the card to.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    const refusal = await screen.findByText('Enter the address to ship the card to.');
    expect(sent).toMatchObject({ shipTo: 'other', address: { country: 'US', state: 'TX' } });
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Address line 1/ }).value).toBe(
        '1 Main St',
      );
    });
  });

  it("names the countries and says what is missing in the reader's language", async () => {
    const user = userEvent.setup();
    await switchMessages('es', () => undefined);
    try {
      renderApp(<CardOrderPage />);
      await user.click(await screen.findByRole('radio', { name: 'Otra dirección' }));
      await user.click(screen.getByRole('button', { name: 'Pedir tarjeta' }));
      expect(await screen.findByText('Elige el país al que enviaremos la tarjeta.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /^Elige un país País/ }));
      const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(names).toContain('Estados Unidos');
      expect(names).toContain('México');
      // In Spanish alphabetical order: Alemania before Argentina before Austria.
      expect(names.slice(0, 3)).toEqual(['Alemania', 'Argentina', 'Austria']);
    } finally {
      await switchMessages('en', () => undefined);
    }
  });
});
