// The Memo's auto-save (spec part 2 §4): 3 s after the last keystroke. A failed save stays
// silent, but the draft is kept (memo-drafts) and sent again on the next change, when the
// drawer closes or moves on, and when the browser is back online; "Saved" shows once stored.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cardDetailsQuery } from '../api/get-card-details';
import { transferDetailsQuery } from '../api/get-transfer-details';
import { saveMemo } from '../api/save-memo';
import type { EntryRef } from '@/entries/entry-ref';
import { clearDraftIfSaved, readDraft, writeDraft } from './memo-drafts';

export const MEMO_SAVE_DELAY_MS = 3000;

export type MemoStatus = 'idle' | 'unsaved' | 'saving' | 'saved';
export type MemoEntry = EntryRef & { type: 'card' | 'payment' };

/**
 * Sends a text and, once stored, forgets the draft (unless the user typed on meanwhile) and
 * puts the memo into the cached details. Not tied to a component: a save sent as the drawer
 * closes still finishes.
 */
export async function storeMemo(
  queryClient: QueryClient,
  entry: MemoEntry,
  text: string,
): Promise<boolean> {
  try {
    const { memo } = await saveMemo(entry.type, entry.id, text);
    clearDraftIfSaved(entry, text);
    if (entry.type === 'card') {
      queryClient.setQueryData(cardDetailsQuery(entry.id).queryKey, (details) =>
        details ? { ...details, memo } : details,
      );
    } else {
      queryClient.setQueryData(transferDetailsQuery(entry.id).queryKey, (details) =>
        details ? { ...details, transfer: { ...details.transfer, description: memo } } : details,
      );
    }
    return true;
  } catch {
    // Silent (spec part 2 §4): the draft stays and goes again at the next chance.
    return false;
  }
}

/**
 * The memo of one entry (the component using it is keyed by the entry). `stored` is the
 * server's memo; a draft left from before (a failed save, a reload) wins over it and is sent.
 */
export function useMemoAutosave(entry: MemoEntry, stored: string | null) {
  const queryClient = useQueryClient();
  const [initial] = useState(() => readDraft(entry));
  const [text, setText] = useState(initial ?? stored ?? '');
  const [status, setStatus] = useState<MemoStatus>(
    initial !== null && initial !== (stored ?? '') ? 'unsaved' : 'idle',
  );
  const latest = useRef(text);
  // The draft's own flag, so a browser without sessionStorage still sends what was typed.
  const unsent = useRef(initial !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Saves go one after another, so an older text never lands after a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const entryRef = useRef(entry);

  const send = useCallback(
    (text: string) => {
      const next = queue.current.then(() => storeMemo(queryClient, entryRef.current, text));
      queue.current = next;
      return next;
    },
    [queryClient],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!unsent.current) return;
    const sent = latest.current;
    setStatus('saving');
    const ok = await send(sent);
    if (latest.current !== sent) return;
    if (ok) unsent.current = false;
    setStatus(ok ? 'saved' : 'unsaved');
  }, [send]);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      unsent.current = true;
      setText(next);
      writeDraft(entryRef.current, next);
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), MEMO_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    if (unsent.current) void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
      // Closing or moving to another entry: an unsent draft is sent now.
      if (unsent.current) {
        unsent.current = false;
        void send(latest.current);
      }
    };
  }, [flush, send]);

  return { text, status, change };
}
