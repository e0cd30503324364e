// The light or dark theme the user chose, remembered in this browser.
import type { ThemeName } from '@outlay/design-system';
import { useSyncExternalStore } from 'react';

const key = 'outlay.theme';
const listeners = new Set<() => void>();

function read(): ThemeName {
  try {
    return localStorage.getItem(key) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

let theme: ThemeName = read();

export function setThemePreference(next: ThemeName): void {
  theme = next;
  try {
    localStorage.setItem(key, next);
  } catch {
    // Private modes may refuse storage: the choice then lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useThemePreference(): ThemeName {
  return useSyncExternalStore(subscribe, () => theme);
}
