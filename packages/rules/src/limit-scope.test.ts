import { describe, expect, it } from 'vitest';
import { merchantCategoryOf, scopeDeclineOf, scopeProblem } from './limit-scope';

const slack = { id: 6, mcc: '5734' };
const delta = { id: 3, mcc: '3058' };
const sweetgreen = { id: 10, mcc: '5812' };

describe('merchantCategoryOf', () => {
  it('reads the category from the merchant category code', () => {
    expect(merchantCategoryOf('3058')).toBe('Travel');
    expect(merchantCategoryOf('4121')).toBe('Travel');
    expect(merchantCategoryOf('5734')).toBe('Software');
    expect(merchantCategoryOf('7311')).toBe('Advertising');
    expect(merchantCategoryOf('9402')).toBe('Postage');
    expect(merchantCategoryOf('6513')).toBe('Office Rent');
    expect(merchantCategoryOf('5943')).toBe('Inventory');
  });

  it('puts any other code, or a malformed one, under Other expenses', () => {
    expect(merchantCategoryOf('5812')).toBe('Other expenses');
    expect(merchantCategoryOf('57x4')).toBe('Other expenses');
    expect(merchantCategoryOf('')).toBe('Other expenses');
  });
});

describe('scopeDeclineOf', () => {
  it('lets a user-scoped card pay anywhere', () => {
    const scope = { limitScope: 'user', allowedMerchantIds: [], allowedCategories: [] } as const;
    expect(scopeDeclineOf(scope, sweetgreen)).toBeNull();
  });

  it('lets a merchant-scoped card pay only its merchants', () => {
    const scope = {
      limitScope: 'merchant',
      allowedMerchantIds: [6],
      allowedCategories: [],
    } as const;
    expect(scopeDeclineOf(scope, slack)).toBeNull();
    expect(scopeDeclineOf(scope, delta)).toBe('merchantNotAllowed');
  });

  it('lets a category-scoped card pay only merchants of its categories', () => {
    const scope = {
      limitScope: 'merchant-category',
      allowedMerchantIds: [],
      allowedCategories: ['Travel', 'Software'],
    } as const;
    expect(scopeDeclineOf(scope, delta)).toBeNull();
    expect(scopeDeclineOf(scope, slack)).toBeNull();
    expect(scopeDeclineOf(scope, sweetgreen)).toBe('categoryNotAllowed');
  });
});

describe('scopeProblem', () => {
  it('asks for a merchant or a category when the scope is limited to them', () => {
    expect(
      scopeProblem({ limitScope: 'merchant', allowedMerchantIds: [], allowedCategories: [] }),
    ).toBe('merchantsRequired');
    expect(
      scopeProblem({
        limitScope: 'merchant-category',
        allowedMerchantIds: [1],
        allowedCategories: [],
      }),
    ).toBe('categoriesRequired');
    expect(
      scopeProblem({
        limitScope: 'merchant',
        allowedMerchantIds: Array.from({ length: 51 }, (_, i) => i + 1),
        allowedCategories: [],
      }),
    ).toBe('tooManyMerchants');
    expect(
      scopeProblem({ limitScope: 'user', allowedMerchantIds: [], allowedCategories: [] }),
    ).toBeNull();
  });
});
