import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES } from './categories';

describe('the expense categories', () => {
  it('keep the order of spec part 2 §9, each with its words', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(14);
    expect(EXPENSE_CATEGORIES.slice(0, 3)).toEqual(['Refunds', 'Advertising', 'General Payment']);
    expect(EXPENSE_CATEGORIES.at(-1)).toBe('IOF');
    expect(EXPENSE_CATEGORIES.map((category) => CATEGORY_LABELS[category])).toContain(
      'cards.category.payroll',
    );
  });
});
