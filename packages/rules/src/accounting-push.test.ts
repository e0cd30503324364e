import { describe, expect, it } from 'vitest';
import {
  incompletePushProblem,
  type PushDatasets,
  type PushMapping,
  type PushTrackingCategory,
  pushProblemOf,
  trackingCategoryLabel,
  trackingProblem,
} from './accounting-push';

const region: PushTrackingCategory = { id: 'region', name: 'Region', mandatory: true };
// A platform that gives a category a title apart from its name (a department tree).
const department: PushTrackingCategory = {
  id: 'department',
  name: 'dept',
  title: 'Department',
  mandatory: true,
};
const project: PushTrackingCategory = { id: 'project', name: 'Project', mandatory: false };
const optionsOf: Record<string, PushTrackingCategory> = {
  'region-east': region,
  'region-west': region,
  'department-sales': department,
  'project-show': project,
};

const datasets = (changes: Partial<PushDatasets> = {}): PushDatasets => ({
  hasAccount: (id) => ['travel', 'software'].includes(id),
  hasTaxRate: (id) => id === 'NY-SALES',
  trackingCategoryOf: (id) => optionsOf[id],
  trackingCategories: [region, department, project],
  isTrackingAllowed: true,
  ...changes,
});

const mapping = (id: number, changes: Partial<PushMapping> = {}) => ({
  id,
  categoryId: 'travel',
  taxRateId: 'NY-SALES',
  trackingOptionIds: ['region-east', 'department-sales'],
  ...changes,
});

describe('the checks before a push (spec part 2 §5, §8)', () => {
  it('asks for a category and a tax rate first, before anything else', () => {
    const noTax = mapping(2, { taxRateId: null, trackingOptionIds: [] });
    const noCategory = mapping(3, { categoryId: '' });
    const problem = pushProblemOf([mapping(1), noTax, noCategory], datasets());
    expect(problem).toEqual({ kind: 'missingDefinition', mappings: [noTax, noCategory] });
    expect(incompletePushProblem([mapping(1), noTax])).toEqual({
      kind: 'missingDefinition',
      mappings: [noTax],
    });
    expect(incompletePushProblem([mapping(1)])).toBeNull();
  });

  it('refuses an account, tax rate or option the platform no longer has', () => {
    const archived = mapping(1, { categoryId: 'archived' });
    const oldRate = mapping(2, { taxRateId: 'CA-GST' });
    const gone = mapping(3, { trackingOptionIds: ['region-nowhere'] });
    const twice = mapping(4, { trackingOptionIds: ['region-east', 'region-west'] });
    expect(pushProblemOf([archived, oldRate, gone, twice, mapping(5)], datasets())).toEqual({
      kind: 'invalidMapping',
      mappings: [archived, oldRate, gone, twice],
    });
  });

  it('names each mandatory category still to choose once, by its title', () => {
    const noRegion = mapping(1, { trackingOptionIds: ['project-show'] });
    const noDepartment = mapping(2, { trackingOptionIds: ['region-east'] });
    expect(pushProblemOf([noRegion, noDepartment, mapping(3)], datasets())).toEqual({
      kind: 'trackingRequired',
      mappings: [noRegion, noDepartment],
      categories: ['Region', 'Department'],
    });
  });

  it('lets complete, valid mappings go', () => {
    expect(pushProblemOf([mapping(1), mapping(2)], datasets())).toBeNull();
  });

  it('ignores tracking where the company pushes none, as the server does', () => {
    const untracked = datasets({ isTrackingAllowed: false });
    expect(pushProblemOf([mapping(1, { trackingOptionIds: [] })], untracked)).toBeNull();
    expect(pushProblemOf([mapping(1, { trackingOptionIds: ['gone'] })], untracked)).toBeNull();
  });
});

describe('a tracking category’s label', () => {
  it('is its title, else its name (a platform need not give a title)', () => {
    expect(trackingCategoryLabel(department)).toBe('Department');
    expect(trackingCategoryLabel(region)).toBe('Region');
  });
});

describe('trackingProblem', () => {
  it('tells an unknown option from two options of one category', () => {
    expect(trackingProblem(datasets(), ['region-east', 'project-show'])).toBeNull();
    expect(trackingProblem(datasets(), ['region-nowhere'])).toBe('unknown');
    expect(trackingProblem(datasets(), ['region-east', 'region-west'])).toBe('twoInOneCategory');
  });
});
