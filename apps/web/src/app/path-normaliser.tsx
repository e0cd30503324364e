import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@/lib/paths';

/** The spec's URL rules: a trailing slash is ignored, and a path ending in /login goes to /login. */
export function normalisePath(path: string): string {
  if (path !== paths.login && path.endsWith(paths.login)) return paths.login;
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path;
}

export function PathNormaliser({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const normalised = normalisePath(location);
  useEffect(() => {
    if (normalised !== location) {
      navigate(`${normalised}${search ? `?${search}` : ''}`, { replace: true });
    }
  }, [location, navigate, normalised, search]);
  return normalised === location ? children : null;
}
