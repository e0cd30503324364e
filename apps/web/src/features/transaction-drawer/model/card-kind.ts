// What kind of card item it is decides what the drawer shows (spec part 2 §2.2).
import type { CardTransaction } from '@outlay/api-client';

/**
 * Cashback sub types: adjustment, settlement and cashback items (and cashback or referral
 * credits). They come from the provider, not a merchant: no user, card type, merchant details
 * or receipts; their description shows instead.
 */
export function isProviderItem(transaction: CardTransaction): boolean {
  return (
    transaction.paymentType === 'adjustment' ||
    transaction.paymentType === 'settlement' ||
    transaction.paymentType === 'cashback' ||
    transaction.subPaymentType === 'cashback' ||
    transaction.subPaymentType === 'referral'
  );
}
