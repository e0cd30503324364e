// The drawer's header (spec part 2 §2.2): who the money went to (the merchant, biller,
// recipient or loan provider; the card provider for cashback, adjustment and settlement
// items), its icon, the amount and the local amount when there is one.
import type { CardServiceType } from '@outlay/api-client';
import type { EntryDetails } from '../api/entry-details';
import { isProviderItem } from './card-kind';
import { providerNameOf } from './provider-name';

export interface EntryHeader {
  name: string;
  iconUrl: string | null;
  /** Negative when money came back (refunds, credits). */
  amount: number;
  currency: string;
  local: { amount: number; currency: string } | null;
}

export function headerOf(details: EntryDetails, cardServiceType: CardServiceType): EntryHeader {
  switch (details.type) {
    case 'card': {
      const t = details.transaction;
      return {
        name: isProviderItem(t)
          ? providerNameOf(cardServiceType)
          : (t.merchant?.merchant_clean_detail.cleanName ??
            t.transBillPayBiller?.name ??
            t.description ??
            providerNameOf(cardServiceType)),
        iconUrl: t.merchant?.merchant_clean_detail.iconUrl ?? null,
        amount: t.transactionType === 'credit' ? -t.transactionAmount : t.transactionAmount,
        currency: t.currency_lookup.alphaCode,
        local:
          t.localCurrencyLookup && t.localCurrencyAmount !== null
            ? { amount: t.localCurrencyAmount, currency: t.localCurrencyLookup.alphaCode }
            : null,
      };
    }
    case 'payment': {
      const t = details.transfer;
      return {
        name: recipientOf(t.beneficiary),
        iconUrl: null,
        amount: t.transferStatus === 'refund' ? -t.platformAmount : t.platformAmount,
        currency: t.platformCurrencyLookup.alphaCode,
        local:
          t.transferCurrencyLookup.alphaCode === t.platformCurrencyLookup.alphaCode
            ? null
            : { amount: t.transferAmount, currency: t.transferCurrencyLookup.alphaCode },
      };
    }
    case 'loan': {
      const t = details.instalment;
      return {
        name: t.loan.providerName,
        iconUrl: null,
        amount: t.platformCurrencyAmount,
        currency: t.platformCurrencyLookupInstalment.alphaCode,
        local:
          t.loanCurrencyLookupInstalment.alphaCode === t.platformCurrencyLookupInstalment.alphaCode
            ? null
            : { amount: t.loanCurrencyAmount, currency: t.loanCurrencyLookupInstalment.alphaCode },
      };
    }
  }
}

/** The beneficiary's name, or their first and last names. */
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
