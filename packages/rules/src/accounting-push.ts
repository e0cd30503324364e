// The checks before transactions are pushed to the accounting platform (spec part 2 §5, §8),
// in the order the warnings are given: a category and a tax rate on every transaction; every
// one of them, and every tracking option, still on the platform; the mandatory tracking
// categories chosen. The mapping table warns with them before sending, and the server refuses
// a push with the same ones.

/** A top-level tracking category, as the platform's dataset gives it. */
export interface PushTrackingCategory {
  id: string;
  name: string;
  /** The platform refuses a transaction without one of its options. */
  mandatory?: boolean | undefined;
  /** What the platform calls it to people, when it differs from its name. */
  title?: string | undefined;
}

/** One transaction's definition as it would be pushed. */
export interface PushMapping {
  categoryId: string | null;
  taxRateId: string | null;
  trackingOptionIds: readonly string[];
}

/** What the push is checked against: the platform's datasets. */
export interface PushDatasets {
  hasAccount(id: string): boolean;
  hasTaxRate(id: string): boolean;
  /** The top-level category an option (or sub-option) belongs to, if the platform has it. */
  trackingCategoryOf(optionId: string): PushTrackingCategory | undefined;
  /** The top-level tracking categories. */
  trackingCategories: readonly PushTrackingCategory[];
  /** Whether the company pushes tracking categories at all (its integration settings). */
  isTrackingAllowed: boolean;
}

export type PushProblem<T> =
  | { kind: 'missingDefinition'; mappings: T[] }
  | { kind: 'invalidMapping'; mappings: T[] }
  /** `categories`: the mandatory categories none of whose options is chosen, by label. */
  | { kind: 'trackingRequired'; mappings: T[]; categories: string[] };

/** The name a warning gives a tracking category: its title, else its name. */
export function trackingCategoryLabel(category: PushTrackingCategory): string {
  return category.title ?? category.name;
}

/** The tracking options pushed with a mapping: none where the company pushes no tracking. */
export function pushedTrackingOptions(
  mapping: Pick<PushMapping, 'trackingOptionIds'>,
  datasets: Pick<PushDatasets, 'isTrackingAllowed'>,
): string[] {
  return datasets.isTrackingAllowed ? [...new Set(mapping.trackingOptionIds)] : [];
}

/** An option the platform no longer has, or two options of one category. */
export function trackingProblem(
  datasets: Pick<PushDatasets, 'trackingCategoryOf'>,
  optionIds: readonly string[],
): 'unknown' | 'twoInOneCategory' | null {
  const categories = new Set<string>();
  for (const id of optionIds) {
    const category = datasets.trackingCategoryOf(id);
    if (!category) return 'unknown';
    if (categories.has(category.id)) return 'twoInOneCategory';
    categories.add(category.id);
  }
  return null;
}

/** The labels of the mandatory categories with no option among `optionIds`. */
export function missingMandatoryCategories(
  datasets: Pick<PushDatasets, 'trackingCategoryOf' | 'trackingCategories'>,
  optionIds: readonly string[],
): string[] {
  const chosen = new Set(optionIds.map((id) => datasets.trackingCategoryOf(id)?.id));
  return datasets.trackingCategories
    .filter((category) => category.mandatory === true && !chosen.has(category.id))
    .map(trackingCategoryLabel);
}

/**
 * The first check, which needs no dataset: mappings without a category or a tax rate. The
 * server asks it before reading the platform's datasets.
 */
export function incompletePushProblem<T extends PushMapping>(
  mappings: readonly T[],
): PushProblem<T> | null {
  const incomplete = mappings.filter((mapping) => !mapping.categoryId || !mapping.taxRateId);
  return incomplete.length > 0 ? { kind: 'missingDefinition', mappings: incomplete } : null;
}

/** The first warning a push of `mappings` earns, with the mappings at fault; null when it may go. */
export function pushProblemOf<T extends PushMapping>(
  mappings: readonly T[],
  datasets: PushDatasets,
): PushProblem<T> | null {
  const incomplete = incompletePushProblem(mappings);
  if (incomplete) return incomplete;
  const invalid = mappings.filter(
    (mapping) =>
      !datasets.hasAccount(mapping.categoryId ?? '') ||
      !datasets.hasTaxRate(mapping.taxRateId ?? '') ||
      trackingProblem(datasets, pushedTrackingOptions(mapping, datasets)) !== null,
  );
  if (invalid.length > 0) return { kind: 'invalidMapping', mappings: invalid };
  if (!datasets.isTrackingAllowed) return null;
  const missing = new Set<string>();
  const short: T[] = [];
  for (const mapping of mappings) {
    const labels = missingMandatoryCategories(datasets, pushedTrackingOptions(mapping, datasets));
    if (labels.length > 0) short.push(mapping);
    for (const label of labels) missing.add(label);
  }
  return missing.size > 0
    ? { kind: 'trackingRequired', mappings: short, categories: [...missing] }
    : null;
}
