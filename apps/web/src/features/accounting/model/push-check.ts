import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { isComplete } from './definition';
import { categoryOf, missingMandatory } from './tracking';
import type { MessageId } from '../../../i18n/catalogs';
import type { MappingRow } from './mapping-row';

export interface PushProblem {
  id: MessageId;
  values: Record<string, string | number>;
  /** The rows at fault, to mark them. */
  rowIds: number[];
}

/**
 * The warnings of spec part 2 §5 and §8 before a push, in the server's order: a category and
 * a tax rate on every row; every one active on the platform; the mandatory tracking
 * categories chosen. Null when the rows may go.
 */
export function pushProblem(
  rows: readonly MappingRow[],
  chart: ChartOfAccounts,
  integration: string,
): PushProblem | null {
  const incomplete = rows.filter((row) => !isComplete(row.definition));
  if (incomplete.length > 0) {
    return {
      id: 'accounting.push.missingDefinition',
      values: { count: incomplete.length },
      rowIds: incomplete.map((row) => row.id),
    };
  }
  const invalid = rows.filter(
    ({ definition }) =>
      !chart.chartOfAccounts.some((account) => account.id === definition.categoryId) ||
      !chart.taxRates.some((rate) => rate.id === definition.taxRateId) ||
      definition.trackingCategoryIds.some(
        (id) => categoryOf(chart.trackingCategories, id) === undefined,
      ),
  );
  if (invalid.length > 0) {
    return {
      id: 'accounting.push.invalidMapping',
      values: { count: invalid.length, integration },
      rowIds: invalid.map((row) => row.id),
    };
  }
  const missing = new Set<string>();
  const short: number[] = [];
  for (const row of rows) {
    const names = missingMandatory(chart.trackingCategories, row.definition.trackingCategoryIds);
    if (names.length > 0) short.push(row.id);
    for (const name of names) missing.add(name);
  }
  if (missing.size > 0) {
    return {
      id: 'accounting.push.trackingRequired',
      values: { 0: [...missing].join(', ') },
      rowIds: short,
    };
  }
  return null;
}
