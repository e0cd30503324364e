import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

/** How long a toast stays before it closes itself (spec: 5000 ms). */
export const TOAST_TIMEOUT_MS = 5000;

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  /**
   * The toast's title. When omitted, the design system's word for the tone, translated:
   * "Success", "Error" or "Information".
   */
  title?: string;
  /** The message, such as the server's `errors.msg`. */
  description?: string;
}

export interface ShowToastOptions {
  /** Milliseconds before it closes; `null` keeps it until dismissed. @default 5000 */
  timeout?: number | null;
}

export function createToastQueue() {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });
}

export type ToastQueueInstance = ReturnType<typeof createToastQueue>;

/** The app's toast queue, shown by the `ToastRegion` mounted once near the root. */
export const toastQueue = createToastQueue();

/** Queues a toast on the app's queue; returns its key, for `toastQueue.close(key)`. */
export function showToast(content: ToastContent, options: ShowToastOptions = {}): string {
  const { timeout = TOAST_TIMEOUT_MS } = options;
  return toastQueue.add(content, timeout === null ? {} : { timeout });
}
