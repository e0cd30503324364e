import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type DocumentsView, parseDocumentsView, withDocumentsView } from './documents-view';

/**
 * The documents page's search, kind and page, which live in the address. A change goes back to
 * the first page unless it is the page itself; typing replaces the history entry, so Back
 * leaves the search rather than undoing letters.
 */
export function useDocumentsAddress() {
  const address = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseDocumentsView(address), [address]);
  const changeView = useCallback(
    (patch: Partial<DocumentsView>, replace = false) => {
      const current = parseDocumentsView(address);
      const next = { ...current, page: 0, ...patch };
      navigate(`${location}${withDocumentsView(address, next)}`, { replace });
    },
    [address, location, navigate],
  );
  const onSearch = useCallback(
    (text: string) => {
      changeView({ search: text }, true);
    },
    [changeView],
  );
  return { view, changeView, onSearch };
}
