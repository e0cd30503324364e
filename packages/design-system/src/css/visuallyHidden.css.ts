import { style } from '@vanilla-extract/css';

/** The rule itself, for components that hide only under a condition (a media query). */
export const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(hidden);
