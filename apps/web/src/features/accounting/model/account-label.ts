import type { ChartOfAccountsEntry as Account } from '@outlay/api-client';

/** An account's name with its nominal code, as the books show it: "Entertainment (420)". */
export const accountLabel = (account: Account) =>
  account.nominalCode ? `${account.name} (${account.nominalCode})` : account.name;
