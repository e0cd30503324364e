import { type WalletAccounts, unwrap } from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The company's external bank accounts, the default first. */
export const walletAccountsQuery = operationQuery(
  'get',
  '/v2/web/company/wallet/external-accounts',
);

export function useWalletAccounts() {
  return useQuery(walletAccountsQuery);
}

/** Keeps what the server answered; billing's lists read the accounts again. */
function useAccountsChanged() {
  const queryClient = useQueryClient();
  return (accounts: WalletAccounts) => {
    queryClient.setQueryData(walletAccountsQuery.queryKey, accounts);
    void queryClient.invalidateQueries({
      queryKey: operationKey('get', '/v2/banking-service/custom-bank-account'),
    });
  };
}

export function useMakeWalletDefault() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (accountId: number) =>
      unwrap(
        apiClient.PUT('/v2/web/company/wallet/external-accounts/{accountId}/default', {
          params: { path: { accountId } },
        }),
      ),
    onSuccess: changed,
  });
}

export function useRemoveWalletAccount() {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (input: { accountId: number; newDefaultId?: number }) =>
      unwrap(
        apiClient.DELETE('/v2/web/company/wallet/external-accounts/{accountId}', {
          params: {
            path: { accountId: input.accountId },
            query: input.newDefaultId === undefined ? {} : { newDefaultId: input.newDefaultId },
          },
        }),
      ),
    onSuccess: changed,
  });
}
