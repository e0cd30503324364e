/** A part's loader that loads it once; `loaded` holds what it loaded, once it has. */
export interface LoadOnce<T> {
  (): Promise<T>;
  readonly loaded: T | undefined;
}

/**
 * A lazy part's loader that loads it once, whoever asks first: the entry asks early for what
 * the first paint needs (app/first-paint.ts), the part asks when it renders. A failed load is
 * tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const loader = () =>
    (loading ??= load().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(loader, 'loaded', { get: () => loaded }) as LoadOnce<T>;
}

/** Asks for a part ahead of its render; should that fail, its render asks again and says so. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
