import {
  accountingTransactions,
  xeroAccounts,
  xeroChartOfAccounts,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { type MappingRow, mappingRow } from './mapping-row';
import { pushProblem } from './push-check';

const chart = xeroChartOfAccounts.data;
const [uber, slack, lumen, metaAds] = accountingTransactions.map((row) =>
  mappingRow(row, undefined),
);
if (!uber || !slack || !lumen || !metaAds) throw new Error('fixtures changed');

const defined = (row: MappingRow, categoryId: string, tracking = ['region-east']): MappingRow => ({
  ...row,
  definition: { categoryId, taxRateId: 'NY-SALES', trackingCategoryIds: tracking },
});

describe('the warnings before a push (spec part 2 §5, §8)', () => {
  it('asks for a category and tax rate first, in the singular or the plural', () => {
    expect(pushProblem([metaAds, lumen], chart, 'Xero', true)).toEqual({
      id: 'accounting.push.missingDefinition',
      values: { count: 1 },
      rowIds: [lumen.id],
    });
    const noTax = { ...metaAds, definition: { ...metaAds.definition, taxRateId: null } };
    expect(pushProblem([noTax, lumen], chart, 'Xero', true)?.values).toEqual({ count: 2 });
  });

  it('refuses a category or tax rate the platform no longer has, counting them', () => {
    const gone = defined(uber, 'archived-account');
    expect(pushProblem([gone, metaAds], chart, 'Xero', true)).toEqual({
      id: 'accounting.push.invalidMapping',
      values: { count: 1, integration: 'Xero' },
      rowIds: [gone.id],
    });
    const unknownTracking = defined(slack, xeroAccounts.software.id, ['region-nowhere']);
    expect(pushProblem([gone, unknownTracking], chart, 'Xero', true)?.values).toEqual({
      count: 2,
      integration: 'Xero',
    });
  });

  it('names the mandatory tracking categories still to choose', () => {
    const noRegion = defined(uber, xeroAccounts.travel.id, ['project-show']);
    expect(pushProblem([noRegion, metaAds], chart, 'Xero', true)).toEqual({
      id: 'accounting.push.trackingRequired',
      values: { 0: 'Region' },
      rowIds: [noRegion.id],
    });
  });

  it('asks for no tracking category where the company pushes none, as the server', () => {
    const noRegion = defined(uber, xeroAccounts.travel.id, []);
    expect(pushProblem([noRegion], chart, 'Xero', false)).toBeNull();
    expect(pushProblem([noRegion], chart, 'Xero', true)?.id).toBe(
      'accounting.push.trackingRequired',
    );
  });

  it('lets complete, valid rows go', () => {
    expect(
      pushProblem([metaAds, defined(uber, xeroAccounts.travel.id)], chart, 'Xero', true),
    ).toBeNull();
  });
});
