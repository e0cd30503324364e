import { useSyncExternalStore } from 'react';

// Whether this page has drawn the signed-in frame (sidebar, header, banners, the page's first
// state). Work the first paint does not need (the login gates' code and machine) waits for it,
// so it takes neither the network nor the main thread from the page a phone is drawing.
let shown = false;
const listeners = new Set<() => void>();

export function markFrameShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the frame is drawn; returns a cancel. */
export const subscribeFrameShown = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether the frame is drawn. */
export const frameShown = (): boolean => shown;

export function useFrameShown(): boolean {
  return useSyncExternalStore(subscribeFrameShown, frameShown);
}
