import { adminStatistics, employeeStatistics } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_STATISTICS, spendBar, visibleFigures } from './figures';

const ids = (figures: { id: string }[]) => figures.map((figure) => figure.id);

describe('figures by role (spec part 1 §2.5, §6)', () => {
  it('shows an admin everything', () => {
    expect(ids(visibleFigures('admin', adminStatistics))).toEqual([
      'totalBalance',
      'totalLimit',
      'dueDate',
      'amountDue',
      'cardSpend',
      'paymentSpend',
    ]);
  });

  it('shows a bookkeeper the amount due but not payment spend', () => {
    const figures = ids(
      visibleFigures('bookkeeper', { ...adminStatistics, totalPaymentSpend: null }),
    );
    expect(figures).toContain('amountDue');
    expect(figures).not.toContain('paymentSpend');
  });

  it('shows a manager neither the limit nor the amount due', () => {
    expect(ids(visibleFigures('manager', adminStatistics))).toEqual([
      'totalBalance',
      'dueDate',
      'cardSpend',
    ]);
  });

  it('shows an employee Total Limit only with a spend limit', () => {
    expect(ids(visibleFigures('employee', employeeStatistics))).toContain('totalLimit');
    const none = { ...employeeStatistics, isSetSpendLimit: false, spendLimit: null };
    expect(ids(visibleFigures('employee', none))).not.toContain('totalLimit');
  });

  it('hides Due Date when nothing is due', () => {
    const paid = { ...adminStatistics, companyPreviousDueAmount: 0, nextPaymentDate: null };
    expect(ids(visibleFigures('admin', paid))).not.toContain('dueDate');
  });
});

describe('the spend bar', () => {
  it("measures an admin's previous due, card and payment spend against the organisation limit", () => {
    expect(spendBar('admin', adminStatistics)).toMatchObject({
      label: 'dashboard.bar.companyLimit',
      maxValue: 250000,
      segments: [{ id: 'previousDue' }, { id: 'cardSpend' }, { id: 'paymentSpend' }],
    });
  });

  it("measures an employee's card spend against their own limit, or shows no bar", () => {
    expect(spendBar('employee', employeeStatistics)).toMatchObject({
      label: 'dashboard.bar.ownLimit',
      maxValue: 5000,
      segments: [{ id: 'cardSpend' }],
    });
    expect(spendBar('employee', { ...employeeStatistics, isSetSpendLimit: false })).toBeNull();
  });
});

describe('while the figures load', () => {
  it('holds the place of every figure the role may see, and of the bar', () => {
    expect(ids(visibleFigures('bookkeeper', PLACEHOLDER_STATISTICS))).toEqual([
      'totalBalance',
      'totalLimit',
      'dueDate',
      'amountDue',
      'cardSpend',
    ]);
    expect(ids(visibleFigures('employee', PLACEHOLDER_STATISTICS))).toEqual([
      'totalBalance',
      'totalLimit',
      'dueDate',
      'cardSpend',
    ]);
    expect(spendBar('manager', PLACEHOLDER_STATISTICS)?.segments.map(({ id }) => id)).toEqual([
      'cardSpend',
    ]);
  });
});
