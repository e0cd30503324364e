import { useEffect, useRef, type RefObject } from 'react';

import { announce } from '../../a11y/announce';

/** The name a screen reader gives the button now: its label, else its parts' words. */
function spokenName(button: HTMLElement): string {
  const label = button.getAttribute('aria-label');
  if (label !== null) return label;
  // The label and the busy label are separate boxes, read as separate words.
  return Array.from(button.children, (part) => part.textContent).join(' ');
}

/**
 * When the focused button becomes busy or stops being busy, says its name as it is then
 * ("Sign in Loading", then "Sign in"): a name change alone is not read out. react-aria's own
 * announcement points at the button's ids, which are gone once the button leaves the page
 * (after a sign-in, for example) while the live region still holds it.
 */
export function useBusyAnnouncement(ref: RefObject<HTMLElement | null>, isBusy: boolean): void {
  const wasBusy = useRef(isBusy);
  useEffect(() => {
    const button = ref.current;
    if (wasBusy.current !== isBusy && button !== null && button === document.activeElement) {
      announce(spokenName(button));
    }
    wasBusy.current = isBusy;
  }, [ref, isBusy]);
}
