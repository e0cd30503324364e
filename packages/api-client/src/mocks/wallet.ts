// Happy-path handlers for the wallet's external accounts: the default moves to the account
// named, and a removed account leaves the list (the one named after it becoming the default).
import type { WalletAccounts } from '../schema-types';
import { walletAccounts } from './fixtures/wallet';
import { http } from './http';

const withDefault = (accounts: WalletAccounts['accounts'], id: number): WalletAccounts => ({
  accounts: accounts.map((account) => ({ ...account, isDefault: account.id === id })),
});

export const walletHandlers = [
  http.get('/v2/web/company/wallet/external-accounts', ({ response }) =>
    response(200).json(walletAccounts),
  ),
  http.put('/v2/web/company/wallet/external-accounts/{accountId}/default', ({ params, response }) =>
    response(200).json(withDefault(walletAccounts.accounts, Number(params.accountId))),
  ),
  http.delete(
    '/v2/web/company/wallet/external-accounts/{accountId}',
    ({ params, query, response }) => {
      const left = walletAccounts.accounts.filter(
        (account) => account.id !== Number(params.accountId),
      );
      const next = Number(query.get('newDefaultId'));
      return response(200).json(next ? withDefault(left, next) : { accounts: left });
    },
  ),
];
