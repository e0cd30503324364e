/**
 * Runs `task` when the browser is idle (at most `timeout` ms later): for code a page will need
 * but does not draw with, fetched once the page is up. Returns a cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const handle = setTimeout(task, 200);
  return () => {
    clearTimeout(handle);
  };
}
