import { startTransition, useEffect, useReducer, useState, type ComponentType } from 'react';
import type { LoadOnce } from './load-once';

/** The loader of a lazily loaded page or part of the app. */
export type ComponentLoader = LoadOnce<{ default: ComponentType }>;

/**
 * What `load` loads, or undefined until it has: a lazy part drawn without React.lazy and
 * Suspense. React holds a Suspense boundary's content back until 300 ms after its fallback
 * showed (so a quick load does not flash), which on a good connection was most of the wait for
 * the signed-in frame and again for its page. The part is drawn in a transition, in short
 * slices. A failed load is thrown while rendering, as React.lazy does.
 */
export function useLoaded<T>(load: LoadOnce<T>): T | undefined {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown; load: LoadOnce<T> } | null>(null);
  const loaded = load.loaded;
  useEffect(() => {
    // What this render drew, not `load.loaded` now: a load that ended between the render and
    // this effect must still draw the part.
    if (loaded !== undefined) return;
    let current = true;
    load().then(
      () => {
        if (current) startTransition(loadedNow);
      },
      (error: unknown) => {
        if (current) setFailure({ error, load });
      },
    );
    return () => {
      current = false;
    };
  }, [load, loaded]);
  if (failure?.load === load) throw failure.error;
  return loaded;
}
