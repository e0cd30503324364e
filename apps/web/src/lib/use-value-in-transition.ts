import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, drawn in a transition: a large part that a change of `value` brings (the signed-in
 * frame, its page) is rendered in short slices, so a phone's main thread is never held for the
 * whole of it. `useDeferredValue` does not do that for a change that comes with an urgent update
 * (a query's answer): its deferred drawing can be flushed at once, as one long task.
 */
export function useValueInTransition<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    startTransition(() => {
      setShown(value);
    });
  }, [value, shown]);
  return shown;
}
