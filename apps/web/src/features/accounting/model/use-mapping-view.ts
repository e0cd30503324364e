import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changeView, type MappingView, parseView, serializeView } from './mapping-view';

/** The mapping table's view in the URL; typing a search replaces the history entry. */
export function useMappingView() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseView(search), [search]);
  const update = useCallback(
    (patch: Partial<MappingView>, options: { replace?: boolean } = {}) => {
      const next = changeView(parseView(window.location.search), patch);
      const tab = new URLSearchParams(window.location.search).get('tab');
      const query = serializeView(next);
      const withTab = tab
        ? `${query === '' ? '?' : `${query}&`}tab=${encodeURIComponent(tab)}`
        : query;
      navigate(`${location}${withTab}`, { replace: options.replace ?? false });
    },
    [location, navigate],
  );
  return { view, update };
}
