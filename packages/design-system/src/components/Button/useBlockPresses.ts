import { useEffect, type RefObject } from 'react';

const PRESS_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'] as const;
const PRESS_KEYS = new Set(['Enter', ' ']);

function stop(event: Event): void {
  event.stopPropagation();
}

function stopPressKeys(event: KeyboardEvent): void {
  if (PRESS_KEYS.has(event.key)) event.stopPropagation();
}

/**
 * While `isBlocked`, presses on the button reach no handler: its own, nor those a menu or
 * dialog trigger gives it. React hears events where they bubble to the root; stopping them
 * at the button keeps them from it, whoever registered the handler. Focus and hover still
 * work (the focus ring, a tooltip), and Tab moves on.
 */
export function useBlockPresses(ref: RefObject<HTMLElement | null>, isBlocked: boolean): void {
  useEffect(() => {
    const button = ref.current;
    if (!isBlocked || button === null) return;
    for (const type of PRESS_EVENTS) button.addEventListener(type, stop);
    button.addEventListener('keydown', stopPressKeys);
    button.addEventListener('keyup', stopPressKeys);
    return () => {
      for (const type of PRESS_EVENTS) button.removeEventListener(type, stop);
      button.removeEventListener('keydown', stopPressKeys);
      button.removeEventListener('keyup', stopPressKeys);
    };
  }, [ref, isBlocked]);
}
