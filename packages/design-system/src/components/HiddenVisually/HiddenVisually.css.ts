import { style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, mediaBelow, type Breakpoint } from '../../themes/breakpoints';

const hidden = {
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

export const always = style(hidden);

export const below = styleVariants(
  Object.fromEntries(Object.keys(breakpoints).map((name) => [name, name])) as Record<
    Breakpoint,
    Breakpoint
  >,
  (breakpoint) => ({ '@media': { [mediaBelow(breakpoint)]: hidden } }),
);
