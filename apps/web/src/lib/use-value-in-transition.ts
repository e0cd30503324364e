import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, drawn in a transition: a large part that a change of `value` brings (the signed-in
 * frame, its page) is rendered in short slices, so a phone's main thread is never held for the
 * whole of it. `useDeferredValue` does not do that for a change that comes with an urgent update
 * (a query's answer): its deferred drawing can be flushed at once, as one long task.
 *
 * With `afterPaint`, the transition starts once the browser has painted what is on screen now:
 * React draws every pending transition in one pass and commits them together, so the page
 * started at once would be committed with the frame, as one long task, and delay its paint.
 */
export function useValueInTransition<T>(
  value: T,
  initial: T,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const show = () => {
      startTransition(() => {
        setShown(value);
      });
    };
    if (!afterPaint) {
      show();
      return;
    }
    // The next frame's callback runs before its paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value, shown, afterPaint]);
  return shown;
}
