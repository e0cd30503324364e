import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  activeFilterCount,
  changeView,
  parseView,
  serializeView,
  toQuery,
} from './view-state';

const user = '3b1f0c52-8d0e-4b53-9a43-0a6f1f0f1004';

describe('the view in the URL', () => {
  it('is the default for an empty search, and an empty search for the default', () => {
    expect(parseView('')).toEqual(DEFAULT_VIEW);
    expect(serializeView(DEFAULT_VIEW)).toBe('');
  });

  it('round-trips every control', () => {
    const view = {
      ...DEFAULT_VIEW,
      search: 'uber eats',
      range: 'custom' as const,
      from: '2025-11-01',
      to: '2025-11-30',
      statementView: true,
      status: 'posted' as const,
      cardTypes: ['virtual' as const],
      users: [user],
      cards: [7, 12],
      receiptAttached: true,
      sortBy: 'amount' as const,
      sortDirection: 'ASC' as const,
      page: 3,
      entry: { type: 'payment' as const, id: 5100 },
    };
    expect(parseView(serializeView(view))).toEqual(view);
  });

  it('reads cardId as the cards to preselect', () => {
    expect(parseView('?cardId=42').cards).toEqual([42]);
  });

  it('drops what it does not understand instead of failing', () => {
    const view = parseView(
      '?range=yesterday&status=lost&cardType=gold&users=nope&cardId=-1,x&page=0&sort=user&entry=card:x&from=01/02/2025',
    );
    expect(view).toEqual(DEFAULT_VIEW);
  });
});

describe('a change', () => {
  it('to a filter, the dates, the sort or the search starts again at page 1', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    for (const patch of [
      { search: 'x' },
      { range: 'last7Days' as const },
      { sortBy: 'merchant' as const },
      { status: 'pending' as const },
      { cardTypes: ['physical' as const] },
    ]) {
      expect(changeView(onPage3, patch).page).toBe(1);
    }
  });

  it('to the page or the open row keeps the page', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(changeView(onPage3, { page: 4 }).page).toBe(4);
    expect(changeView(onPage3, { entry: { type: 'card', id: 1 } }).page).toBe(3);
  });
});

describe('the filter badge', () => {
  it('counts each choice of the Filter popover', () => {
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_VIEW,
        cardTypes: ['virtual'],
        users: [user],
        cards: [1, 2],
        receiptNotAttached: true,
        // Search and status are controls of their own, not popover filters.
        search: 'x',
        status: 'pending',
      }),
    ).toBe(5);
  });
});

describe('the list call', () => {
  it('sends a preset, a zero-based page and the flags', () => {
    expect(toQuery({ ...DEFAULT_VIEW, page: 2, status: 'pending', search: ' uber ' })).toEqual({
      filter: 'last30Days',
      sortBy: 'date',
      sortDirection: 'DESC',
      page: 1,
      search: 'uber',
      filterBy: { users: [], cards: [], cardTypes: [] },
      isReceiptAtteched: false,
      isReceiptNotAtteched: false,
      isPendingStatus: true,
      isPostedStatus: false,
    });
  });

  it('sends a custom range with its days and Statement View', () => {
    const query = toQuery({
      ...DEFAULT_VIEW,
      range: 'custom',
      from: '2025-11-14',
      to: '2025-11-20',
      statementView: true,
    });
    expect(query).toMatchObject({
      filter: 'custom',
      startDate: '2025-11-14',
      endDate: '2025-11-20',
      isStatementView: true,
    });
  });

  it('falls back to the default range while a custom range lacks a day', () => {
    expect(toQuery({ ...DEFAULT_VIEW, range: 'custom', from: '2025-11-14' }).filter).toBe(
      'last30Days',
    );
  });
});
