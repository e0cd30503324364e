/**
 * A lazy part's loader that loads it once, whoever asks first: the entry asks early for what
 * the first paint needs (app/first-paint.ts), React.lazy asks when it renders. A failed load is
 * tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** Asks for a part ahead of its render; should that fail, its render asks again and says so. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
