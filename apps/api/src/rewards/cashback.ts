/**
 * Cashback arithmetic (issue 35): a cycle's card purchases, net of their refunds, grouped by
 * merchant category, each category earning its rate in basis points. Everything is integer
 * minor units; a category's cashback is rounded down once, on its total, so cents never add
 * up to more than the rate promises.
 */

export const REWARD_CATEGORIES = ['travel', 'dining', 'software', 'fuel', 'other'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

/** The 4-digit MCC ranges of each category; any other code is `other`. */
const MCC_RANGES: readonly (readonly [number, number, RewardCategory])[] = [
  [3000, 3999, 'travel'], // airlines, car rental and lodging chains
  [4111, 4131, 'travel'], // commuter transport, railways, buses
  [4411, 4511, 'travel'], // cruise lines, airlines
  [4722, 4722, 'travel'], // travel agencies
  [7011, 7011, 'travel'], // hotels
  [5811, 5814, 'dining'], // caterers, restaurants, bars, fast food
  [5734, 5734, 'software'], // computer software stores
  [5817, 5818, 'software'], // digital goods: applications and large digital goods
  [7372, 7372, 'software'], // programming and data processing (SaaS)
  [5541, 5542, 'fuel'], // service stations and automated fuel dispensers
];

export function categoryOfMcc(mcc: string): RewardCategory {
  const code = Number(mcc);
  for (const [from, to, category] of MCC_RANGES) {
    if (code >= from && code <= to) return category;
  }
  return 'other';
}

/** Basis points per category: 10,000 is 100%. */
export type RewardRates = ReadonlyMap<RewardCategory, number>;

export interface CategorySpend {
  category: RewardCategory;
  /** Purchases minus refunds, in minor units. */
  spendMinor: number;
  cashbackMinor: number;
}

/**
 * The cashback of a cycle's purchases (`spend`: minor units by MCC, refunds negative): a
 * category refunded more than it spent earns nothing rather than taking cashback back.
 */
export function cashbackOf(
  spend: readonly { mcc: string; minor: number }[],
  rates: RewardRates,
): { totalMinor: number; categories: CategorySpend[] } {
  const byCategory = new Map<RewardCategory, number>();
  for (const { mcc, minor } of spend) {
    const category = categoryOfMcc(mcc);
    byCategory.set(category, (byCategory.get(category) ?? 0) + minor);
  }
  const categories = [...byCategory].map(([category, spendMinor]) => ({
    category,
    spendMinor,
    cashbackMinor: Math.floor((Math.max(0, spendMinor) * (rates.get(category) ?? 0)) / 10_000),
  }));
  return {
    totalMinor: categories.reduce((sum, category) => sum + category.cashbackMinor, 0),
    categories,
  };
}
