import { vars } from '../themes/vars.css';

/** The visible focus indicator every control shows on `[data-focus-visible]`. */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/** Same ring drawn inside the element, for cells and rows that sit edge to edge. */
export const focusRingInset = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '-2px',
} as const;
