import { describe, expect, it } from 'vitest';
import {
  emptyDefinition,
  isComplete,
  sameDefinition,
  taxRateFor,
  withCategory,
} from './definition';

const rules = [
  {
    categoryId: 'travel',
    categoryName: 'Travel',
    taxRateId: 'NY-SALES',
    taxRateName: 'Sales Tax NY (8.875%)',
    effectiveTaxRate: 8.875,
  },
];

describe('a definition', () => {
  it("takes the tax rate of its category's rule (spec part 2 §4)", () => {
    expect(taxRateFor(rules, 'travel')).toBe('NY-SALES');
    expect(withCategory(emptyDefinition, 'travel', rules)).toEqual({
      categoryId: 'travel',
      taxRateId: 'NY-SALES',
      trackingCategoryIds: [],
    });
  });

  it('keeps the tax rate chosen before when the category has no rule', () => {
    const chosen = { ...emptyDefinition, taxRateId: 'TAX-EXEMPT' };
    expect(withCategory(chosen, 'software', rules).taxRateId).toBe('TAX-EXEMPT');
    expect(withCategory(emptyDefinition, 'software', rules).taxRateId).toBeNull();
  });

  it('is complete with both a category and a tax rate', () => {
    expect(isComplete(emptyDefinition)).toBe(false);
    expect(isComplete({ ...emptyDefinition, categoryId: 'travel' })).toBe(false);
    expect(isComplete(withCategory(emptyDefinition, 'travel', rules))).toBe(true);
  });

  it('compares tracking categories as a set', () => {
    const a = { categoryId: 'x', taxRateId: 'y', trackingCategoryIds: ['1', '2'] };
    expect(sameDefinition(a, { ...a, trackingCategoryIds: ['2', '1'] })).toBe(true);
    expect(sameDefinition(a, { ...a, trackingCategoryIds: ['1'] })).toBe(false);
  });
});
