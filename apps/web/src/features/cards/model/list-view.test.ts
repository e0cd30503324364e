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
    expect(parseListView('?status=frozen&type=metal&page=-2&holder=1')).toEqual({ page: 0 });
    expect(parseListView('?holder=6F1C2A4E-3B5D-4E7F-8A9B-0C1D2E3F4A5B')).toEqual({
      holder: '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b',
      page: 0,
    });
  });

  it('writes defaults as nothing, and reads back what it wrote', () => {
    expect(serializeListView({ page: 0 })).toBe('');
    const query = {
      search: 'ethan cole',
      status: 'active' as const,
      holder: '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b',
      page: 4,
    };
    expect(parseListView(serializeListView(query))).toEqual(query);
  });
});
