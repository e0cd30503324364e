// The mapping table's edits the server cannot take yet: a category chosen without a tax rate
// (or the reverse), since saving needs both (spec part 2 §5). They were kept in memory only,
// so a reload dropped them without a word (issue 43 #15). sessionStorage, as the drawer's memo
// drafts: they survive a reload and a visit to another page, and go with the tab; the table
// says what each one still needs.
import { useEffect, useState } from 'react';
import { type Definition, isComplete } from './definition';

export interface UnsavedDraft {
  definition: Definition;
  /** The row's merchant, to name it while the row is on another page or out of the period. */
  title: string;
}

export type UnsavedDrafts = ReadonlyMap<number, UnsavedDraft>;

const PREFIX = 'outlay.accounting.unsaved.';

/** Storage can be missing or full (private windows): drafts then live in memory only. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value !== '');

function toDraft(value: unknown): UnsavedDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { definition, title } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof definition !== 'object' || definition === null) {
    return null;
  }
  const { categoryId, taxRateId, trackingCategoryIds } = definition as Record<string, unknown>;
  if (!isId(categoryId) || !isId(taxRateId) || !Array.isArray(trackingCategoryIds)) return null;
  const tracking = trackingCategoryIds.filter((id): id is string => typeof id === 'string');
  return { title, definition: { categoryId, taxRateId, trackingCategoryIds: tracking } };
}

/** What the tab kept for the connection; anything unreadable is left out, never thrown. */
export function readUnsavedDrafts(connectionId: number): Map<number, UnsavedDraft> {
  try {
    const text = storage()?.getItem(PREFIX + String(connectionId));
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(parsed)) return new Map();
    return new Map(
      parsed.flatMap((item: unknown) => {
        if (!Array.isArray(item)) return [];
        const [id, value] = item as unknown[];
        const draft = toDraft(value);
        return typeof id === 'number' && Number.isInteger(id) && draft
          ? [[id, draft] as const]
          : [];
      }),
    );
  } catch {
    return new Map();
  }
}

/**
 * Keeps the incomplete ones: a complete edit is on its way to the server, which saves it or
 * answers why not.
 */
export function writeUnsavedDrafts(connectionId: number, drafts: UnsavedDrafts): void {
  try {
    const store = storage();
    const kept = [...drafts].filter(([, draft]) => !isComplete(draft.definition));
    if (kept.length === 0) store?.removeItem(PREFIX + String(connectionId));
    else store?.setItem(PREFIX + String(connectionId), JSON.stringify(kept));
  } catch {
    // Quota or privacy settings: the drafts stay on screen, with what they need.
  }
}

/** The connection's unsaved drafts, kept in the tab as they change. */
export function useUnsavedDrafts(connectionId: number) {
  const [drafts, setDrafts] = useState<UnsavedDrafts>(() => readUnsavedDrafts(connectionId));
  useEffect(() => {
    writeUnsavedDrafts(connectionId, drafts);
  }, [connectionId, drafts]);
  return [drafts, setDrafts] as const;
}
