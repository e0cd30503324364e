import { type PushDatasets, pushProblemOf } from '@outlay/rules';
import type { ChartOfAccounts } from '../api/chart-of-accounts';
import { categoryOf } from './tracking';
import type { MessageId } from '@/i18n/catalogs';
import type { MappingRow } from './mapping-row';

export interface PushProblem {
  id: MessageId;
  values: Record<string, string | number>;
  /** The rows at fault, to mark them. */
  rowIds: number[];
}

/** The platform's datasets as the push checks of @outlay/rules read them. */
function datasetsOf(chart: ChartOfAccounts, isTrackingAllowed: boolean): PushDatasets {
  return {
    hasAccount: (id) => chart.chartOfAccounts.some((account) => account.id === id),
    hasTaxRate: (id) => chart.taxRates.some((rate) => rate.id === id),
    trackingCategoryOf: (id) => categoryOf(chart.trackingCategories, id),
    trackingCategories: chart.trackingCategories,
    isTrackingAllowed,
  };
}

/**
 * The warnings of spec part 2 §5 and §8 before a push, the server's own checks (in
 * @outlay/rules), in its words. Null when the rows may go.
 */
export function pushProblem(
  rows: readonly MappingRow[],
  chart: ChartOfAccounts,
  integration: string,
  isTrackingAllowed: boolean,
): PushProblem | null {
  const mappings = rows.map((row) => ({
    id: row.id,
    categoryId: row.definition.categoryId,
    taxRateId: row.definition.taxRateId,
    trackingOptionIds: row.definition.trackingCategoryIds,
  }));
  const problem = pushProblemOf(mappings, datasetsOf(chart, isTrackingAllowed));
  if (!problem) return null;
  const rowIds = problem.mappings.map((mapping) => mapping.id);
  const count = problem.mappings.length;
  switch (problem.kind) {
    case 'missingDefinition':
      return { id: 'accounting.push.missingDefinition', values: { count }, rowIds };
    case 'invalidMapping':
      return { id: 'accounting.push.invalidMapping', values: { count, integration }, rowIds };
    case 'trackingRequired':
      return {
        id: 'accounting.push.trackingRequired',
        values: { 0: problem.categories.join(', ') },
        rowIds,
      };
  }
}
