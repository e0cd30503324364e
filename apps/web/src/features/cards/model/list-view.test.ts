import { describe, expect, it } from 'vitest';
import { parseListView, serializeListView } from './list-view';

describe('the Cards page view in the URL', () => {
  it('reads what it knows and leaves out the rest', () => {
    expect(parseListView('?q=%20dinners%20&status=in-active&type=physical&page=3')).toEqual({
      search: 'dinners',
      status: 'in-active',
      cardType: 'physical',
      page: 2,
    });
    expect(parseListView('?status=frozen&type=metal&page=-2')).toEqual({ page: 0 });
  });

  it('writes defaults as nothing, and reads back what it wrote', () => {
    expect(serializeListView({ page: 0 })).toBe('');
    const query = { search: 'ethan cole', status: 'active' as const, page: 4 };
    expect(parseListView(serializeListView(query))).toEqual(query);
  });
});
