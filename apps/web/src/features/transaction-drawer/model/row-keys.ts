// The drawer's keys (spec part 1 §2.5): ↑/↓ or k/j move to the previous/next row, except
// while typing or inside a control that uses the arrows itself (a select's list, a menu).
import type { Direction } from './neighbours';

const KEYS: Record<string, Direction> = {
  ArrowUp: 'previous',
  k: 'previous',
  ArrowDown: 'next',
  j: 'next',
};

const OWN_ARROWS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="option"], [role="menu"], [role="menuitem"], [role="radio"], [role="combobox"], [role="slider"], [role="grid"], [aria-haspopup]:not([aria-haspopup="false"])';

export interface KeyLike {
  key: string;
  target: EventTarget | null;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The move a key press asks for, or null when the key is someone else's. */
export function moveForKey(event: KeyLike): Direction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
    return null;
  const direction = KEYS[event.key];
  if (!direction) return null;
  const target = event.target;
  if (isElement(target) && target.closest(OWN_ARROWS)) return null;
  return direction;
}

function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Partial<Element>).closest === 'function';
}
