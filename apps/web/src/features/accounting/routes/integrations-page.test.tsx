// @vitest-environment jsdom
import { resetAccountingMocks } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { IntegrationsPage } from './integrations-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
const settings: unknown[] = [];
beforeAll(async () => {
  await prepareApp(['accounting']);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') {
      void request
        .clone()
        .json()
        .then((body: unknown) => settings.push(body));
    }
  });
});
afterEach(() => {
  resetAccountingMocks();
  settings.length = 0;
});

describe('the accounting integration page', () => {
  it('shows the connection, its settings and its datasets', async () => {
    const user = userEvent.setup();
    renderApp(<IntegrationsPage />);
    expect(await screen.findByRole('heading', { name: 'Xero' })).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    const datasets = await screen.findByRole('grid', { name: 'Datasets' });
    expect(within(datasets).getByRole('rowheader', { name: 'Chart of accounts' })).toBeTruthy();
    const employees = screen.getByRole('switch', { name: 'Employee definition' });
    expect(employees).toHaveProperty('checked', true);
    await user.click(employees);
    expect(await screen.findByText('Integration settings saved.')).toBeTruthy();
    expect(settings).toEqual([{ isEmployeeDefinitionAllowed: false }]);
    await vi.waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Employee definition' })).toHaveProperty(
        'checked',
        false,
      );
    });
  });

  it('refreshes a dataset in the background and says so', async () => {
    const user = userEvent.setup();
    renderApp(<IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Refresh the tax rates' }));
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => /Xero/.test(region.textContent))).toBe(
        true,
      );
    });
  });

  it('disconnects after a confirmation, then connects through the platform picker', async () => {
    const user = userEvent.setup();
    renderApp(<IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Xero?' });
    expect(confirm.textContent).toContain(
      'Categories, rules and sync history are kept: connecting Xero again brings them back; another platform starts without them.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnected from Xero.')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'No accounting platform connected' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Connect an accounting platform' }));
    const picker = await screen.findByRole('dialog', { name: 'Connect an accounting platform' });
    expect(within(picker).getByRole('radio', { name: 'NetSuite' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(picker).getByRole('button', { name: 'Connect' })).toHaveProperty(
      'disabled',
      true,
    );
    // Before confirming, the picker says what the choice does to what Xero keeps.
    await user.click(within(picker).getByRole('radio', { name: 'Xero' }));
    expect(
      within(picker).getByText(
        'Your categories, rules and sync history kept for Xero come back with it.',
      ),
    ).toBeTruthy();
    await user.click(within(picker).getByRole('radio', { name: 'QuickBooks Online' }));
    expect(
      within(picker)
        .getByRole('status')
        .textContent.startsWith('QuickBooks Online starts without categories or rules. The '),
    ).toBe(true);
    expect(within(picker).getByRole('status').textContent).toMatch(
      /categorised transactions? and \d+ rules kept for Xero stay with Xero: connecting Xero again brings them back\.$/,
    );
    await user.click(within(picker).getByRole('button', { name: 'Connect to QuickBooks Online' }));
    expect(
      await screen.findByText('Connecting to QuickBooks Online. This takes a moment.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'QuickBooks Online' })).toBeTruthy();
    // Linking, read again until the link job ends.
    await vi.waitFor(
      () => {
        expect(screen.getByText('Connected')).toBeTruthy();
      },
      { timeout: 5000 },
    );
  });
});
