// Which summary figures and bar segments a role sees (spec part 1 §2.5, §6).
import type { Role, DashboardStatistics as Statistics } from '@outlay/api-client';
import type { MessageId } from '@/i18n/catalogs';

export interface Figure {
  id: string;
  label: MessageId;
  kind: 'amount' | 'date';
  value: number | string | null;
}

export interface BarSegment {
  id: string;
  label: MessageId;
  value: number;
}

export interface SpendBar {
  label: MessageId;
  maxValue: number;
  segments: BarSegment[];
}

const companyView = (role: Role) => role === 'admin' || role === 'bookkeeper';

/**
 * Stands in for the figures while they load: every figure a role may see, Due Date included
 * (something is due for most of the month), and the bar of an employee with a spend limit.
 */
export const PLACEHOLDER_STATISTICS: Statistics = {
  totalPaymentSpend: 0,
  totalCardSpend: 0,
  companyPreviousDueAmount: 1,
  companyCL: 0,
  totalAmount: 0,
  isSetSpendLimit: true,
  spendLimit: 0,
  nextPaymentDate: '2000-01-01',
  currency: { alphaCode: 'USD', numericCode: '840' },
};

/**
 * Total Balance; Total Limit for admin and bookkeeper (the organisation's) and for an employee
 * with a spend limit (their own); Due Date while something is due; Amount Due for admin and
 * bookkeeper; Card Spend; Payment Spend for admin only.
 */
export function visibleFigures(role: Role, stats: Statistics): Figure[] {
  const figures: Figure[] = [
    {
      id: 'totalBalance',
      label: 'dashboard.figure.totalBalance',
      kind: 'amount',
      value: stats.totalAmount,
    },
  ];
  if (companyView(role)) {
    figures.push({
      id: 'totalLimit',
      label: 'dashboard.figure.totalLimit',
      kind: 'amount',
      value: stats.companyCL,
    });
  } else if (role === 'employee' && stats.isSetSpendLimit) {
    figures.push({
      id: 'totalLimit',
      label: 'dashboard.figure.totalLimit',
      kind: 'amount',
      value: stats.spendLimit,
    });
  }
  const due = stats.companyPreviousDueAmount;
  if (stats.nextPaymentDate !== null || (due !== null && due > 0)) {
    figures.push({
      id: 'dueDate',
      label: 'dashboard.figure.dueDate',
      kind: 'date',
      value: stats.nextPaymentDate,
    });
  }
  if (companyView(role)) {
    figures.push({
      id: 'amountDue',
      label: 'dashboard.figure.amountDue',
      kind: 'amount',
      value: due,
    });
  }
  figures.push({
    id: 'cardSpend',
    label: 'dashboard.figure.cardSpend',
    kind: 'amount',
    value: stats.totalCardSpend,
  });
  if (role === 'admin') {
    figures.push({
      id: 'paymentSpend',
      label: 'dashboard.figure.paymentSpend',
      kind: 'amount',
      value: stats.totalPaymentSpend,
    });
  }
  return figures;
}

/**
 * The stacked bar: previous due (admin and bookkeeper), card spend and payment spend against
 * the employee's spend limit, or the organisation's total limit for everyone else. An
 * employee without a spend limit sees no bar.
 */
export function spendBar(role: Role, stats: Statistics): SpendBar | null {
  const employee = role === 'employee';
  if (employee && !stats.isSetSpendLimit) return null;
  const maxValue = employee ? (stats.spendLimit ?? 0) : (stats.companyCL ?? 0);
  const segments: BarSegment[] = [];
  if (companyView(role)) {
    segments.push({
      id: 'previousDue',
      label: 'dashboard.bar.previousDue',
      value: stats.companyPreviousDueAmount ?? 0,
    });
  }
  segments.push({
    id: 'cardSpend',
    label: 'dashboard.figure.cardSpend',
    value: stats.totalCardSpend,
  });
  if (role === 'admin') {
    segments.push({
      id: 'paymentSpend',
      label: 'dashboard.figure.paymentSpend',
      value: stats.totalPaymentSpend ?? 0,
    });
  }
  return {
    label: employee ? 'dashboard.bar.ownLimit' : 'dashboard.bar.companyLimit',
    maxValue,
    segments,
  };
}
