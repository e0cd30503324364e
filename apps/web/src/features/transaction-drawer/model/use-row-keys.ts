import { type RefObject, useEffect } from 'react';
import type { Direction } from './neighbours';
import { moveForKey } from './row-keys';

/**
 * ↑/↓ and k/j while the drawer has focus. `inside` is an element of the drawer: keys pressed
 * in another dialog over it (the image viewer) are that dialog's.
 */
export function useRowKeys(inside: RefObject<HTMLElement | null>, onMove: (d: Direction) => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const direction = moveForKey(event);
      if (!direction) return;
      const drawer = inside.current?.closest('[role="dialog"]');
      const target = event.target;
      const inDrawer = target instanceof Node && drawer?.contains(target);
      // Focus lost with a removed element (the body changes on a move) still counts.
      if (!inDrawer && target !== document.body) return;
      event.preventDefault();
      onMove(direction);
    };
    window.addEventListener('keydown', listener);
    return () => {
      window.removeEventListener('keydown', listener);
    };
  }, [inside, onMove]);
}
