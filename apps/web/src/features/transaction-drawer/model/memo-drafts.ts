// Memo drafts kept in the browser tab until the server has them (spec part 2 §4: saves fail
// silently, but nothing typed may be lost). sessionStorage: it survives a reload and a closed
// drawer, and goes with the tab.
import { type EntryRef, entryKey } from '@/entries/entry-ref';

const PREFIX = 'outlay.memoDraft.';

/** Storage can be missing or full (private windows): a draft then lives in memory only. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(entry: EntryRef): string | null {
  try {
    return storage()?.getItem(PREFIX + entryKey(entry)) ?? null;
  } catch {
    return null;
  }
}

export function writeDraft(entry: EntryRef, text: string): void {
  try {
    storage()?.setItem(PREFIX + entryKey(entry), text);
  } catch {
    // Quota or privacy settings: the text stays in the field and is saved from there.
  }
}

/** Forgets the draft only if it is still the text the server stored. */
export function clearDraftIfSaved(entry: EntryRef, saved: string): void {
  try {
    const store = storage();
    if (store?.getItem(PREFIX + entryKey(entry)) === saved)
      store.removeItem(PREFIX + entryKey(entry));
  } catch {
    // Nothing to clear.
  }
}
