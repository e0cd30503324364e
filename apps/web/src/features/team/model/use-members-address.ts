import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type MembersView, parseMembersView, withMembersView } from './members-view';

/**
 * The Members tab's search, filters and page, which live in the address (a reload or a shared
 * link keeps them). A change goes back to the first page unless it is the page itself.
 */
export function useMembersAddress() {
  const address = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseMembersView(address), [address]);
  const changeView = useCallback(
    (patch: Partial<MembersView>, replace = false) => {
      const current = parseMembersView(window.location.search);
      const next = { ...current, page: 0, ...patch };
      navigate(`${location}${withMembersView(window.location.search, next)}`, { replace });
    },
    [location, navigate],
  );
  // Typing replaces the history entry: Back leaves the search rather than undoing letters.
  const onSearch = useCallback(
    (text: string) => {
      changeView({ search: text }, true);
    },
    [changeView],
  );
  return { view, changeView, onSearch };
}
