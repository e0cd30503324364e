import type { ReactNode } from 'react';
import { type ComponentLoader, useLoaded } from '@/lib/use-loaded';
import { PageLoading } from './page-loading';

/**
 * A lazily loaded page or part (`useLoaded`, not React.lazy), then `children`; the spinner
 * until its code is in.
 */
export function LoadedPage({ load, children }: { load: ComponentLoader; children?: ReactNode }) {
  const Page = useLoaded(load)?.default;
  if (!Page) return <PageLoading />;
  return (
    <>
      <Page />
      {children}
    </>
  );
}
