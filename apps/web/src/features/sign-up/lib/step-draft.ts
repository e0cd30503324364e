import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

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

/**
 * Binds a step's fields to its draft: `set` writes one value; `field` names a field as the
 * draft (and the contract) names its value, so the server's message for it lands beside it,
 * shows the value and writes back what is chosen; `textField` is a typed one, required and at
 * most `maxLength` long.
 */
export function draftFields<T extends object>(draft: T, setDraft: Dispatch<SetStateAction<T>>) {
  const set =
    <K extends keyof T & string>(name: K) =>
    (value: T[K]) => {
      setDraft((current) => ({ ...current, [name]: value }));
    };
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: draft[name],
    onChange: set(name),
  });
  const textField = <K extends TextKey<T>>(name: K, maxLength: number) => ({
    ...field(name),
    maxLength,
    isRequired: true,
  });
  return { set, field, textField };
}

/** The draft's values that are typed text. */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
