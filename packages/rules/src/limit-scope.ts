// A card's limit scope (spec part 2 §4: merchant, merchant-category, user): where the card may
// spend. The server declines an authorisation outside it; the web app checks the same before a
// card's scope is sent. A merchant's category is read from its merchant category code (MCC),
// as card networks classify merchants, into the expense categories of part 2 §9.

export type LimitScope = 'user' | 'merchant' | 'merchant-category';

/** The expense categories of part 2 §9, in its order (the contract's ExpenseCategory agrees). */
export const EXPENSE_CATEGORIES = [
  'Refunds',
  'Advertising',
  'General Payment',
  'Insurance',
  'Inventory',
  'Office Rent',
  'Other expenses',
  'Payroll and Consultants',
  'Postage',
  'Software',
  'Taxes',
  'Travel',
  'Utilities',
  'IOF',
] as const;

export type MerchantCategory = (typeof EXPENSE_CATEGORIES)[number];

/** How many merchants one card may be limited to (the contract's maxItems). */
export const MAX_SCOPE_MERCHANTS = 50;

type Range = readonly [number, number];

/** MCC ranges (inclusive) of each category; the networks' groups, first match wins. */
const MCC_CATEGORIES: readonly (readonly [MerchantCategory, readonly Range[]])[] = [
  [
    'Travel',
    [
      [3000, 3999], // airlines, car rental and lodging brands
      [4011, 4131], // railways, commuter transport, taxis, buses
      [4411, 4411],
      [4457, 4457],
      [4468, 4468],
      [4511, 4511],
      [4582, 4582],
      [4722, 4722],
      [4784, 4784],
      [5541, 5542], // fuel
      [7011, 7011],
      [7512, 7523],
    ],
  ],
  [
    'Software',
    [
      [4816, 4816],
      [5734, 5734],
      [5815, 5818],
      [7372, 7372],
      [7379, 7379],
    ],
  ],
  [
    'Advertising',
    [
      [7311, 7311],
      [7333, 7333],
      [7338, 7338],
    ],
  ],
  [
    'Postage',
    [
      [4214, 4215],
      [9402, 9402],
    ],
  ],
  [
    'Utilities',
    [
      [4812, 4814],
      [4899, 4900],
    ],
  ],
  ['Office Rent', [[6513, 6513]]],
  [
    'Insurance',
    [
      [5960, 5960],
      [6300, 6300],
    ],
  ],
  [
    'Taxes',
    [
      [9311, 9311],
      [9222, 9222],
    ],
  ],
  [
    'Payroll and Consultants',
    [
      [7361, 7361],
      [7392, 7392],
      [8111, 8111],
      [8931, 8931],
      [8999, 8999],
    ],
  ],
  [
    'Inventory',
    [
      [5021, 5199], // wholesale goods and office supplies
      [5200, 5200],
      [5300, 5300],
      [5732, 5732],
      [5942, 5943],
    ],
  ],
];

/** The category of a merchant with this MCC; 'Other expenses' when no group holds it. */
export function merchantCategoryOf(mcc: string): MerchantCategory {
  const code = /^[0-9]{4}$/.test(mcc) ? Number(mcc) : Number.NaN;
  for (const [category, ranges] of MCC_CATEGORIES) {
    if (ranges.some(([from, to]) => code >= from && code <= to)) return category;
  }
  return 'Other expenses';
}

export interface CardScope {
  limitScope: LimitScope;
  allowedMerchantIds: readonly number[];
  allowedCategories: readonly string[];
}

export type ScopeProblem = 'merchantsRequired' | 'categoriesRequired' | 'tooManyMerchants';

/** What is wrong with a scope as chosen, or null: a limited scope needs something to allow. */
export function scopeProblem(scope: CardScope): ScopeProblem | null {
  if (scope.limitScope === 'merchant') {
    if (scope.allowedMerchantIds.length === 0) return 'merchantsRequired';
    if (scope.allowedMerchantIds.length > MAX_SCOPE_MERCHANTS) return 'tooManyMerchants';
  }
  if (scope.limitScope === 'merchant-category' && scope.allowedCategories.length === 0) {
    return 'categoriesRequired';
  }
  return null;
}

export type ScopeDecline = 'merchantNotAllowed' | 'categoryNotAllowed';

/** Whether a card with this scope may pay this merchant: null, or why not. */
export function scopeDeclineOf(
  scope: CardScope,
  merchant: { id: number; mcc: string },
): ScopeDecline | null {
  if (scope.limitScope === 'merchant') {
    return scope.allowedMerchantIds.includes(merchant.id) ? null : 'merchantNotAllowed';
  }
  if (scope.limitScope === 'merchant-category') {
    return scope.allowedCategories.includes(merchantCategoryOf(merchant.mcc))
      ? null
      : 'categoryNotAllowed';
  }
  return null;
}
