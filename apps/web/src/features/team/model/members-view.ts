import type { MemberStatus, Role } from '@outlay/api-client';

const ROLES: readonly Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];
const STATUSES: readonly MemberStatus[] = ['active', 'inactive', 'blocked', 'pending'];
/** The contract's longest search and last page. */
const MAX_SEARCH = 100;
const MAX_PAGE = 100_000;

/** What the Members tab shows: a search, a role, a status and a zero-based page. */
export interface MembersView {
  search: string;
  role: Role | null;
  status: MemberStatus | null;
  page: number;
}

/**
 * The Members tab's view in the URL, defaults left out: `q` (search), `role`, `status` and
 * `page` (from 1), so a reload, a shared link or Back shows the same people.
 */
export function parseMembersView(search: string): MembersView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    role: ROLES.find((item) => item === params.get('role')) ?? null,
    status: STATUSES.find((item) => item === params.get('status')) ?? null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) - 1 : 0,
  };
}

/**
 * The address's query with the view written in: other parameters (the page's `tab`) stay as
 * they are, in their place.
 */
export function withMembersView(search: string, view: MembersView): string {
  const params = new URLSearchParams(search);
  const put = (key: string, value: string | null) => {
    if (value === null) params.delete(key);
    else params.set(key, value);
  };
  const text = view.search.trim();
  put('q', text === '' ? null : text);
  put('role', view.role);
  put('status', view.status);
  put('page', view.page > 0 ? String(view.page + 1) : null);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
