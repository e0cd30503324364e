import type { DatasetIndex } from './datasets.js';

/** What is wrong with a choice of tracking options, if anything. */
export function trackingProblem(
  index: DatasetIndex,
  optionIds: readonly string[],
): 'unknown' | 'twoInOneCategory' | null {
  const categories = new Set<string>();
  for (const id of optionIds) {
    const category = index.trackingCategoryOf(id);
    if (!category) return 'unknown';
    if (categories.has(category.id)) return 'twoInOneCategory';
    categories.add(category.id);
  }
  return null;
}

/** The mandatory categories (their titles) with no option among `optionIds`. */
export function missingMandatory(index: DatasetIndex, optionIds: readonly string[]): string[] {
  const chosen = new Set(optionIds.map((id) => index.trackingCategoryOf(id)?.id));
  return index.mandatoryTrackingCategories
    .filter((category) => !chosen.has(category.id))
    .map((category) => category.title ?? category.name);
}

/** The comma-joined ids of the contract, without blanks or repeats. */
export function splitTrackingIds(joined: string | undefined): string[] {
  if (joined === undefined) return [];
  return [
    ...new Set(
      joined
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}
