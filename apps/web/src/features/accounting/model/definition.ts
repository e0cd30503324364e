import type { TaxRateRule, AccountingSuggestion as Suggestion } from '@outlay/api-client';

/** A transaction's category, tax rate and tracking categories, as chosen so far. */
export interface Definition {
  categoryId: string | null;
  taxRateId: string | null;
  trackingCategoryIds: readonly string[];
}

export const emptyDefinition: Definition = {
  categoryId: null,
  taxRateId: null,
  trackingCategoryIds: [],
};

/** The tax rate the rules map to a category (spec part 2 §4), if one does. */
export function taxRateFor(rules: readonly TaxRateRule[], categoryId: string): string | null {
  return rules.find((rule) => rule.categoryId === categoryId)?.taxRateId ?? null;
}

/**
 * A category chosen: its rule's tax rate is selected with it; without a rule the tax rate
 * chosen before stays.
 */
export function withCategory(
  definition: Definition,
  categoryId: string,
  rules: readonly TaxRateRule[],
): Definition {
  return {
    ...definition,
    categoryId,
    taxRateId: taxRateFor(rules, categoryId) ?? definition.taxRateId,
  };
}

/** Saving needs both a category and a tax rate (spec part 2 §5). */
export function isComplete(
  definition: Definition,
): definition is Definition & { categoryId: string; taxRateId: string } {
  return definition.categoryId !== null && definition.taxRateId !== null;
}

/** What the rules suggest, as a definition (no tracking categories). */
export function fromSuggestion(suggestion: Suggestion): Definition {
  return {
    categoryId: suggestion.categoryId,
    taxRateId: suggestion.taxRateId,
    trackingCategoryIds: [],
  };
}

export function sameDefinition(a: Definition, b: Definition): boolean {
  return (
    a.categoryId === b.categoryId &&
    a.taxRateId === b.taxRateId &&
    a.trackingCategoryIds.length === b.trackingCategoryIds.length &&
    a.trackingCategoryIds.every((id) => b.trackingCategoryIds.includes(id))
  );
}
