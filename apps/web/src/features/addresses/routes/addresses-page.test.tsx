// @vitest-environment jsdom
// /settings/addresses: the company's legal, physical and shipping addresses, each with its
// country's fields; the page checks the postal code and the colonia before it sends, and
// shows what the server refuses beside the field.
import { failWith, http, companyAddresses } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { AddressesPage } from './addresses-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'addresses']);
});

describe('AddressesPage', () => {
  it('shows the saved addresses and saves a changed one', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put('/v2/web/company/addresses/{kind}', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json(companyAddresses);
      }),
    );
    renderApp(<AddressesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeTruthy();
    // The first render loads the countries and addresses, and the page's code, cold.
    const legal = await screen.findByRole('region', { name: 'Legal address' }, { timeout: 10_000 });
    const line1 = within(legal).getByRole<HTMLInputElement>('textbox', { name: /Address line 1/ });
    expect(line1.value).toBe('500 Market Street');
    await user.clear(line1);
    await user.type(line1, '1 Ferry Building');
    await user.click(within(legal).getByRole('button', { name: 'Save Legal address' }));
    expect(await screen.findByText('Legal address saved.')).toBeTruthy();
    expect(sent).toEqual({
      address: { ...companyAddresses.addresses[0]?.address, line1: '1 Ferry Building' },
    });
  });

  it('asks a Mexican address for its colonia and a valid código postal before sending', async () => {
    const user = userEvent.setup();
    let sends = 0;
    server.use(
      http.put('/v2/web/company/addresses/{kind}', ({ response }) => {
        sends += 1;
        return response(200).json(companyAddresses);
      }),
    );
    renderApp(<AddressesPage />);
    const physical = await screen.findByRole('region', { name: 'Physical address' });
    await user.click(within(physical).getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Mexico' }));
    expect(within(physical).getByRole('textbox', { name: /Colonia/ })).toBeTruthy();
    await user.type(
      within(physical).getByRole('textbox', { name: /Address line 1/ }),
      'Reforma 222',
    );
    await user.type(within(physical).getByRole('textbox', { name: /City/ }), 'Ciudad de México');
    await user.type(within(physical).getByRole('textbox', { name: /Postal code/ }), '0660');
    await user.click(within(physical).getByRole('button', { name: 'Save Physical address' }));
    expect(
      (await within(physical).findAllByText('Enter a postal code such as 06600.')).length,
    ).toBeGreaterThan(0);
    expect(within(physical).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(sends).toBe(0);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const user = userEvent.setup();
    server.use(
      failWith(
        'saveCompanyAddress',
        400,
        'Please check the address: some fields are missing or not valid.',
        {
          fields: { 'address.postalCode': "Enter a postal code in the country's format." },
        },
      ),
    );
    renderApp(<AddressesPage />);
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    await user.click(within(shipping).getByRole('button', { name: 'Save Shipping address' }));
    expect((await within(shipping).findByRole('alert')).textContent).toContain(
      'Please check the address',
    );
    expect(
      within(shipping).getAllByText("Enter a postal code in the country's format.").length,
    ).toBeGreaterThan(0);
  });

  it('offers to try again when the addresses cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(failWith('getCompanyAddresses', 404, 'Not found.'));
    renderApp(<AddressesPage />);
    expect(await screen.findByText('The addresses could not be loaded.')).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Legal address' })).toBeTruthy();
  });
});
