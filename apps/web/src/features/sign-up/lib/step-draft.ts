import { useEffect, useState } from 'react';

// What an applicant typed into a step and has not saved yet, kept in this tab's
// sessionStorage: a reload (or a refused save) loses nothing. Never a password or a CIEC key:
// those stay in memory only. Signing out clears every draft (session/sign-out.ts knows the
// prefix).

const PREFIX = 'outlay.signUp.';

function read(key: string): unknown {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

/** A step's values: the draft if one was left, else what the server saved, else empty. */
export function useStepDraft<T>(key: string, initial: () => T) {
  const [value, setValue] = useState<T>(() => (read(key) as T | null) ?? initial());
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the draft lives in memory only.
    }
  }, [key, value]);
  return [value, setValue] as const;
}

/** Forgets a step's draft once the server saved it. */
export function clearStepDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}
