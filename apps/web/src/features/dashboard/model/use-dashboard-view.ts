import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changeView, type DashboardView, parseView, serializeView } from './view-state';

/**
 * The dashboard's view, read from and written to the URL. Every change is a new history entry
 * (Back undoes it) except typing in the search box, which replaces the current one.
 */
export function useDashboardView() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseView(search), [search]);
  const update = useCallback(
    (patch: Partial<DashboardView>, options: { replace?: boolean } = {}) => {
      const next = changeView(parseView(window.location.search), patch);
      navigate(`${location}${serializeView(next)}`, { replace: options.replace ?? false });
    },
    [location, navigate],
  );
  return { view, update };
}
