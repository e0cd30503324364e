import type { MessageKey } from '../i18n/messages.js';
import type { Entry } from '../entries/to-entry.js';

/**
 * The Status column's label of an entry (spec part 1 §4.6); the web app's table applies the
 * same table. A posted card purchase, which the spec leaves unnamed, reads Posted.
 */
export function statusLabelKey(entry: Entry): MessageKey {
  switch (entry.type) {
    case 'payment':
      return `status.${entry.transfer.transferStatus}`;
    case 'loan':
      return entry.instalment.loan.flag === 'GROWTH' ? 'status.growthLoan' : 'status.loan';
    case 'card': {
      const { transactionStatus, paymentType, transactionType, subPaymentType } = entry.transaction;
      if (transactionStatus === 'pending') return 'status.pending';
      const credit = transactionType === 'credit';
      switch (paymentType) {
        case 'cashback':
          return 'status.cashback';
        case 'adjustment':
          if (!credit) return 'status.debit';
          if (subPaymentType === 'cashback') return 'status.cashback';
          return subPaymentType === 'referral' ? 'status.referral' : 'status.credit';
        case 'settlement':
          return credit ? 'status.settlement' : 'status.debit';
        case 'late-payment-penalty':
          return 'status.latePaymentPenalty';
        default:
          return credit ? 'status.refund' : 'status.posted';
      }
    }
  }
}
