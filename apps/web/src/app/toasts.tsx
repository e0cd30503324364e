import { toastQueue } from '@outlay/design-system';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { afterFirstPaint } from './first-paint';

// The toast region's code (RAC's toast, landmark and live-region machinery) is not needed to
// draw any page: it loads once the page is up, and shows whatever was queued meanwhile.
const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(loadRegion);

// Once a toast was queued the region stays mounted, so it can hand focus back when the last
// toast closes.
let regionNeeded = false;
const subscribe = (listener: () => void) => toastQueue.subscribe(listener);
const isRegionNeeded = () => (regionNeeded ||= toastQueue.visibleToasts.length > 0);

/** Where toasts appear (`showToast` from anywhere): mounted as soon as one is queued. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribe, isRegionNeeded);
  // Fetched ahead of the first toast, so an "offline" toast still has its code to show with,
  // but after the page's first paint, whose scripts and data a phone is still downloading.
  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const cancelWait = afterFirstPaint(() => {
      cancelIdle = whenIdle(() => {
        void loadRegion();
      });
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
