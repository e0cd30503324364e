import { useCallback, useRef } from 'react';

/**
 * The drop zone reports refused and accepted files in two calls; this joins the files of one
 * selection into one, so the machine checks them together and words every refusal.
 */
export function useSelectionBatch(onSelect: (files: File[]) => void): (files: File[]) => void {
  const pending = useRef<File[] | null>(null);
  return useCallback(
    (files: File[]) => {
      if (pending.current) {
        pending.current.push(...files);
        return;
      }
      pending.current = [...files];
      queueMicrotask(() => {
        const selection = pending.current ?? [];
        pending.current = null;
        onSelect(selection);
      });
    },
    [onSelect],
  );
}
