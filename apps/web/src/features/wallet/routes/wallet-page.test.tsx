// @vitest-environment jsdom
// The wallet's external-accounts tab: the company's accounts with the default marked; another
// one made the default; removing the default asks which one takes its place.
import { http, walletAccounts } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { WalletPage } from './wallet-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'wallet']);
});

const openExternal = async () => {
  window.history.replaceState(null, '', '/wallet?tab=external-accounts');
  renderApp(<WalletPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
  return screen.findByRole('list', { name: 'External bank accounts' }, { timeout: 10_000 });
};

describe('WalletPage', () => {
  it('marks the default and makes another account the default', async () => {
    const user = userEvent.setup();
    let made: string | undefined;
    server.use(
      http.put(
        '/v2/web/company/wallet/external-accounts/{accountId}/default',
        ({ params, response }) => {
          made = params.accountId;
          return response(200).json({
            accounts: walletAccounts.accounts.map((account) => ({
              ...account,
              isDefault: account.id === 32,
            })),
          });
        },
      ),
    );
    const list = await openExternal();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Default')).toBeTruthy();
    await user.click(
      within(second as HTMLElement).getByRole('button', {
        name: 'Make Pacific Union Credit ****4321 the default',
      }),
    );
    expect(
      await screen.findByText('Pacific Union Credit ****4321 is the default account.'),
    ).toBeTruthy();
    expect(made).toBe('32');
  });

  it('asks which account becomes the default when the default is removed', async () => {
    const user = userEvent.setup();
    let query: string | null = null;
    server.use(
      http.delete(
        '/v2/web/company/wallet/external-accounts/{accountId}',
        ({ request, response }) => {
          query = new URL(request.url).search;
          return response(200).json({
            accounts: walletAccounts.accounts
              .filter((account) => account.id === 32)
              .map((account) => ({ ...account, isDefault: true })),
          });
        },
      ),
    );
    await openExternal();
    await user.click(screen.getByRole('button', { name: 'Remove First Harbor Bank ****6789' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove First Harbor Bank ****6789?',
    });
    const successor = within(dialog).getByRole('radio', { name: 'Pacific Union Credit ****4321' });
    expect((successor as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('First Harbor Bank ****6789 is removed.')).toBeTruthy();
    expect(query).toBe('?newDefaultId=32');
  });
});
