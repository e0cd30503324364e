import { describe, expect, it } from 'vitest';
import { parseMembersView, withMembersView } from './members-view';

describe('the Members tab view in the URL', () => {
  it('reads what it knows and leaves out the rest', () => {
    expect(
      parseMembersView('?tab=members&q=%20vog%20&role=employee&status=pending&page=3'),
    ).toEqual({ search: 'vog', role: 'employee', status: 'pending', page: 2 });
    expect(parseMembersView('?role=pilot&status=gone&page=-1')).toEqual({
      search: '',
      role: null,
      status: null,
      page: 0,
    });
  });

  it('writes defaults as nothing, keeps the tab, and reads back what it wrote', () => {
    const none = { search: '', role: null, status: null, page: 0 };
    expect(withMembersView('?tab=members&q=x&page=2', none)).toBe('?tab=members');
    expect(withMembersView('', none)).toBe('');
    const view = {
      search: 'ana silva',
      role: 'admin' as const,
      status: 'active' as const,
      page: 4,
    };
    const written = withMembersView('?tab=members', view);
    expect(written.startsWith('?tab=members&')).toBe(true);
    expect(parseMembersView(written)).toEqual(view);
  });
});
