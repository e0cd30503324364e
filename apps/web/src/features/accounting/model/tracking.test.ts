import { quickbooksChartOfAccounts, xeroChartOfAccounts } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { choose, optionName } from './tracking';

const xero = xeroChartOfAccounts.data.trackingCategories;
const departments = quickbooksChartOfAccounts.data.trackingCategories;

describe('tracking categories', () => {
  it('keep one option per category', () => {
    expect(choose(xero, ['region-east', 'project-show'], 'region-west')).toEqual([
      'project-show',
      'region-west',
    ]);
  });

  it('name an option with its parents in a tree', () => {
    expect(optionName(departments, 'dept-3')).toBe('Sales › South');
    expect(optionName(xero, 'region-west')).toBe('West');
    expect(optionName(xero, 'nowhere')).toBeNull();
  });
});
