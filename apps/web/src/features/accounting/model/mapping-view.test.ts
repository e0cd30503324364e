import { describe, expect, it } from 'vitest';
import { changeView, DEFAULT_VIEW, parseView, serializeView, toQuery } from './mapping-view';

describe('the mapping table in the URL', () => {
  it('reads back what it writes, leaving defaults out', () => {
    const view = {
      search: 'uber',
      range: 'custom' as const,
      from: '2026-10-01',
      to: '2026-10-31',
      failedOnly: true,
      synced: false,
      page: 3,
    };
    const written = serializeView(view);
    expect(written).toBe('?q=uber&range=custom&from=2026-10-01&to=2026-10-31&failed=1&page=3');
    expect(parseView(written)).toEqual(view);
    expect(serializeView(DEFAULT_VIEW)).toBe('');
  });

  it('never throws on a hand-made URL', () => {
    expect(parseView('?range=someday&page=-2&failed=yes')).toEqual(DEFAULT_VIEW);
    // A custom range without its days is the default range.
    expect(parseView('?range=custom&from=2026-13-99').range).toBe('last30Days');
  });

  it('starts again from page 1 when anything but the page changes', () => {
    const onPage3 = { ...DEFAULT_VIEW, page: 3 };
    expect(changeView(onPage3, { failedOnly: true }).page).toBe(1);
    expect(changeView(onPage3, { page: 4 }).page).toBe(4);
  });

  it('asks the server for a zero-based page, keeping the rows just pushed', () => {
    expect(toQuery({ ...DEFAULT_VIEW, page: 2, search: ' uber ' }, [7, 9])).toEqual({
      page: 1,
      pageSize: 25,
      dateRange: 'last30Days',
      search: 'uber',
      includeTransactionIds: [7, 9],
    });
  });

  it('keeps the synced history in the address, and asks the server for it alone', () => {
    const history = { ...DEFAULT_VIEW, synced: true, failedOnly: true };
    expect(serializeView(history)).toBe('?show=synced&failed=1');
    expect(parseView('?show=synced')).toEqual({ ...DEFAULT_VIEW, synced: true });
    expect(toQuery(history, [7])).toEqual({
      page: 0,
      pageSize: 25,
      dateRange: 'last30Days',
      synced: true,
    });
  });
});
