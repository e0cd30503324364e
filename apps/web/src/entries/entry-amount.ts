// What an entry moved, as the table and the drawer show it (spec part 1 §2.5, part 2 §2.2):
// the amount in the platform's currency, negative when money came back (refunds, credits,
// refunded transfers), and the amount in another currency when there is one.
import type { components } from '@outlay/api-client';

type Schemas = components['schemas'];

interface Money {
  amount: number;
  currency: string;
}

export interface EntryAmount extends Money {
  local: Money | null;
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

/** The platform's amount, and the one sent or lent in when that was another currency. */
function inPlatformCurrency(platform: Money, other: Money): EntryAmount {
  return { ...platform, local: other.currency === platform.currency ? null : other };
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
  return inPlatformCurrency(
    {
      amount:
        transfer.transferStatus === 'refund' ? -transfer.platformAmount : transfer.platformAmount,
      currency: transfer.platformCurrencyLookup.alphaCode,
    },
    { amount: transfer.transferAmount, currency: transfer.transferCurrencyLookup.alphaCode },
  );
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
  return inPlatformCurrency(
    {
      amount: instalment.platformCurrencyAmount,
      currency: instalment.platformCurrencyLookupInstalment.alphaCode,
    },
    {
      amount: instalment.loanCurrencyAmount,
      currency: instalment.loanCurrencyLookupInstalment.alphaCode,
    },
  );
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
