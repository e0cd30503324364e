// The drawer's header (spec part 2 §2.2): who the money went to (the merchant, biller,
// recipient or loan provider; the card provider for cashback, adjustment and settlement
// items), its icon, the amount and the local amount when there is one.
import type { CardServiceType } from '@outlay/api-client';
import {
  cardAmount,
  type EntryAmount,
  instalmentAmount,
  recipientOf,
  transferAmount,
} from '@/entries/entry-amount';
import type { EntryDetails } from '../api/entry-details';
import { isProviderItem } from './card-kind';
import { providerNameOf } from './provider-name';

export interface EntryHeader extends EntryAmount {
  name: string;
  iconUrl: string | null;
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
        ...cardAmount(t),
      };
    }
    case 'payment':
      return {
        name: recipientOf(details.transfer.beneficiary),
        iconUrl: null,
        ...transferAmount(details.transfer),
      };
    case 'loan':
      return {
        name: details.instalment.loan.providerName,
        iconUrl: null,
        ...instalmentAmount(details.instalment),
      };
  }
}
