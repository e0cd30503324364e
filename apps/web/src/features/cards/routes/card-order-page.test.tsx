// @vitest-environment jsdom
// /card-order (issue 19): ship to the company's address or another, rush where the company has
// it, then the order's status.
import { http, placedCardOrder } from '@outlay/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../../testing/mock-server';
import { prepareApp, renderApp } from '../../../testing/render-app';
import { CardOrderPage } from './card-order-page';

vi.mock('../../../lib/api-client', () => import('../../../testing/mock-api-client'));

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
      name: "The company's address: 500 Market Street, Suite 1200, San Francisco, CA 94105, US",
    });
    expect(company.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Rush shipment (about 2 days)' }));
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    expect(await screen.findByText(/^Your card is ordered\. It should arrive by /)).toBeTruthy();
    expect(sent).toEqual({ shipTo: 'company', rush: true });
    expect(screen.getByRole('list', { name: 'Order progress' })).toBeTruthy();
    expect(screen.getByText('Rush shipment')).toBeTruthy();
  });

  it('asks for another address, and keeps it when the server refuses', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/v2/web/cards/card-order', ({ response }) =>
        response(400).json({ errors: { msg: 'Enter the address to ship the card to.' } }),
      ),
    );
    renderApp(<CardOrderPage />);
    await user.click(await screen.findByRole('radio', { name: 'Another address' }));
    await user.type(screen.getByRole('textbox', { name: /Address line 1/ }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: /State or province/ }), 'TX');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '73301');
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    // The country is missing: said at the field, nothing sent.
    expect(await screen.findAllByText('Fill in this field.')).not.toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'us');
    await user.click(screen.getByRole('button', { name: 'Order card' }));
    const refusal = await screen.findByText('Enter the address to ship the card to.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Address line 1/ }).value).toBe(
        '1 Main St',
      );
    });
  });
});
