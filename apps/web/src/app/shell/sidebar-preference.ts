// Whether the sidebar starts collapsed: on an xs screen (below the sm breakpoint), or when the
// user collapsed it last time (the spec's client state `sidebarCollapse`).
import { mediaBelow } from '@outlay/design-system';

const key = 'outlay.sidebarCollapse';

export function savedCollapsed(): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function isExtraSmallScreen(): boolean {
  return window.matchMedia(mediaBelow('sm')).matches;
}

export function initialCollapsed(): boolean {
  return savedCollapsed() || isExtraSmallScreen();
}

export function saveCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(key, String(collapsed));
  } catch {
    // Storage refused (private mode): the choice holds until the page closes.
  }
}
