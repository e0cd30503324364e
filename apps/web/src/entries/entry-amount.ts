// What an entry moved, as the table and the drawer show it (spec part 1 §2.5, part 2 §2.2):
// the amount in the platform's currency, negative when money came back (refunds, credits,
// refunded transfers), and the amount in another currency when there is one.
import type { components } from '@outlay/api-client';

type Schemas = components['schemas'];

export interface EntryAmount {
  amount: number;
  currency: string;
  local: { amount: number; currency: string } | null;
}

export function cardAmount(
  transaction: Pick<
    Schemas['CardTransaction'],
    | 'transactionType'
    | 'transactionAmount'
    | 'currency_lookup'
    | 'localCurrencyLookup'
    | 'localCurrencyAmount'
  >,
): EntryAmount {
  const { localCurrencyLookup, localCurrencyAmount } = transaction;
  return {
    amount:
      transaction.transactionType === 'credit'
        ? -transaction.transactionAmount
        : transaction.transactionAmount,
    currency: transaction.currency_lookup.alphaCode,
    local:
      localCurrencyLookup && localCurrencyAmount !== null
        ? { amount: localCurrencyAmount, currency: localCurrencyLookup.alphaCode }
        : null,
  };
}

export function transferAmount(
  transfer: Pick<
    Schemas['Transfer'],
    | 'transferStatus'
    | 'platformAmount'
    | 'platformCurrencyLookup'
    | 'transferAmount'
    | 'transferCurrencyLookup'
  >,
): EntryAmount {
  const platform = transfer.platformCurrencyLookup.alphaCode;
  const sent = transfer.transferCurrencyLookup.alphaCode;
  return {
    amount:
      transfer.transferStatus === 'refund' ? -transfer.platformAmount : transfer.platformAmount,
    currency: platform,
    local: sent === platform ? null : { amount: transfer.transferAmount, currency: sent },
  };
}

export function instalmentAmount(
  instalment: Pick<
    Schemas['LoanInstalment'],
    | 'platformCurrencyAmount'
    | 'platformCurrencyLookupInstalment'
    | 'loanCurrencyAmount'
    | 'loanCurrencyLookupInstalment'
  >,
): EntryAmount {
  const platform = instalment.platformCurrencyLookupInstalment.alphaCode;
  const loan = instalment.loanCurrencyLookupInstalment.alphaCode;
  return {
    amount: instalment.platformCurrencyAmount,
    currency: platform,
    local: loan === platform ? null : { amount: instalment.loanCurrencyAmount, currency: loan },
  };
}

/** A transfer's recipient: the beneficiary's name, or their first and last names. */
export function recipientOf(beneficiary: {
  beneficiaryName: string | null;
  firstName: string | null;
  lastName: string | null;
}): string {
  return (
    beneficiary.beneficiaryName ??
    `${beneficiary.firstName ?? ''} ${beneficiary.lastName ?? ''}`.trim()
  );
}
