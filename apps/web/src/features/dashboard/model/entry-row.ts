// What the table shows of one entry (spec part 1 §2.5, §3.10, §4.6): the merchant (or biller,
// recipient, loan provider), the status label, who, when, its files and the signed amount.
import type { Entry, CardTransaction } from '@outlay/api-client';
import {
  cardAmount,
  type EntryAmount,
  instalmentAmount,
  transferAmount,
} from '@/entries/entry-amount';
import type { MessageId } from '@/i18n/catalogs';

export type StatusTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

export interface EntryRow extends EntryAmount {
  /** `card:123`: unique across types, and the drawer's `entry` parameter. */
  id: string;
  type: Entry['type'];
  entryId: number;
  merchant: string;
  iconUrl: string | null;
  status: { label: MessageId; tone: StatusTone };
  user: string | null;
  /** An instant, or a day (`YYYY-MM-DD`) for a loan instalment's due date. */
  date: string;
  /** Files attached; null where none can be (loan instalments). */
  receipts: number | null;
}

function cardStatus(transaction: CardTransaction): EntryRow['status'] {
  const { transactionStatus, paymentType, transactionType, subPaymentType } = transaction;
  if (transactionStatus === 'pending')
    return { label: 'dashboard.status.pending', tone: 'caution' };
  const credit = transactionType === 'credit';
  switch (paymentType) {
    case 'cashback':
      return { label: 'dashboard.status.cashback', tone: 'positive' };
    case 'adjustment':
      if (!credit) return { label: 'dashboard.status.debit', tone: 'neutral' };
      if (subPaymentType === 'cashback')
        return { label: 'dashboard.status.cashback', tone: 'positive' };
      return subPaymentType === 'referral'
        ? { label: 'dashboard.status.referral', tone: 'positive' }
        : { label: 'dashboard.status.credit', tone: 'positive' };
    case 'settlement':
      return credit
        ? { label: 'dashboard.status.settlement', tone: 'info' }
        : { label: 'dashboard.status.debit', tone: 'neutral' };
    case 'late-payment-penalty':
      return { label: 'dashboard.status.latePaymentPenalty', tone: 'critical' };
    default:
      return credit
        ? { label: 'dashboard.status.refund', tone: 'info' }
        : { label: 'dashboard.status.posted', tone: 'neutral' };
  }
}

const fullName = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}` : null;

/**
 * One entry as a table row. The name is the server's `title` (in the request's language), the
 * one the Merchant sort orders by. The status labels are §4.6's; a posted purchase reads Posted.
 */
export function toEntryRow(entry: Entry): EntryRow {
  switch (entry.type) {
    case 'card': {
      const t = entry.transaction;
      return {
        id: `card:${t.id}`,
        type: 'card',
        entryId: t.id,
        merchant: entry.title,
        iconUrl: t.merchant?.merchant_clean_detail.iconUrl ?? null,
        status: cardStatus(t),
        user: fullName(t.user),
        date: t.transactionDateTime,
        receipts: t.transactionReceipts.length,
        ...cardAmount(t),
      };
    }
    case 'payment': {
      const t = entry.transfer;
      const statusTone: Record<typeof t.transferStatus, StatusTone> = {
        pending: 'caution',
        failed: 'critical',
        refund: 'info',
        completed: 'positive',
      };
      return {
        id: `payment:${t.id}`,
        type: 'payment',
        entryId: t.id,
        merchant: entry.title,
        iconUrl: null,
        status: {
          label: `dashboard.status.${t.transferStatus}`,
          tone: statusTone[t.transferStatus],
        },
        user: fullName(t.user),
        date: t.transferDateTime,
        receipts: t.transferReceipts.length,
        ...transferAmount(t),
      };
    }
    case 'loan': {
      const t = entry.instalment;
      return {
        id: `loan:${t.id}`,
        type: 'loan',
        entryId: t.id,
        merchant: entry.title,
        iconUrl: null,
        status: {
          label: t.loan.flag === 'GROWTH' ? 'dashboard.status.growthLoan' : 'dashboard.status.loan',
          tone: 'info',
        },
        user: null,
        date: t.dueDate,
        receipts: null,
        // The table shows an instalment in the platform's currency only (part 1 §2.5).
        ...instalmentAmount(t),
        local: null,
      };
    }
  }
}
