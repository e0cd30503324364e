// Contract operations served here (method, path, operationId):
//   GET /v2/web/company/wallet/external-accounts  listWalletAccounts
//   DELETE /v2/web/company/wallet/external-accounts/{accountId}  removeWalletAccount
//   PUT /v2/web/company/wallet/external-accounts/{accountId}/default  makeWalletDefault

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { Wallet } from './wallet.js';

type WalletHandlers = Pick<
  Handlers,
  'listWalletAccounts' | 'removeWalletAccount' | 'makeWalletDefault'
>;

/** The wallet's external-accounts tab: the company's accounts; rules in wallet.ts. */
export function walletHandlers(wallet: Wallet): WalletHandlers {
  return {
    async listWalletAccounts({ credentials }) {
      return { status: 200, body: await wallet.list(sessionOf(credentials).companyId) };
    },
    async makeWalletDefault({ credentials, params }) {
      const { companyId } = sessionOf(credentials);
      return { status: 200, body: await wallet.makeDefault(companyId, params.accountId) };
    },
    async removeWalletAccount({ credentials, params, query }) {
      const { companyId } = sessionOf(credentials);
      return {
        status: 200,
        body: await wallet.remove(companyId, params.accountId, query.newDefaultId),
      };
    },
  };
}
