// Whether the sidebar is collapsed. Below the lg breakpoint (992 px) it collapses by itself:
// an expanded 330 px sidebar would leave the page too little room. There the user may still
// open it, over the page, until they navigate or the screen widens. On wider screens the
// user's own choice holds, and is remembered (the spec's client state `sidebarCollapse`).
import { mediaBelow } from '@outlay/design-system';
import { useState, useSyncExternalStore } from 'react';

const key = 'outlay.sidebarCollapse';
const narrowQuery = mediaBelow('lg');

export function savedCollapsed(): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function saveCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(key, String(collapsed));
  } catch {
    // Storage refused (private mode): the choice holds until the page closes.
  }
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** Whether the screen is narrower than the lg breakpoint, following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches);
}

export interface SidebarState {
  isCollapsed: boolean;
  /** Open over the page (a narrow screen), rather than beside it. */
  isOverlay: boolean;
  setCollapsed: (collapsed: boolean) => void;
}

/**
 * The sidebar's state for the page on screen (`currentId`): on a narrow screen it is opened
 * for one look and folds back when the user moves to another page.
 */
export function useSidebarState(currentId: string | undefined): SidebarState {
  const isNarrow = useNarrowScreen();
  const [wideChoice, setWideChoice] = useState(savedCollapsed);
  const [openedOn, setOpenedOn] = useState<{ page: string | undefined } | null>(null);
  // Opened on a narrow screen for this page only; a resize past the breakpoint forgets it.
  const [wasNarrow, setWasNarrow] = useState(isNarrow);
  if (wasNarrow !== isNarrow) {
    setWasNarrow(isNarrow);
    setOpenedOn(null);
  }
  const narrowOpen = openedOn !== null && openedOn.page === currentId;
  return {
    isCollapsed: isNarrow ? !narrowOpen : wideChoice,
    isOverlay: isNarrow,
    setCollapsed: (collapsed) => {
      if (isNarrow) {
        setOpenedOn(collapsed ? null : { page: currentId });
        return;
      }
      setWideChoice(collapsed);
      saveCollapsed(collapsed);
    },
  };
}
