import { styleVariants } from '@vanilla-extract/css';

import { breakpoints, mediaBelow, type Breakpoint } from '../../themes/breakpoints';

const collapsible = Object.fromEntries(
  Object.keys(breakpoints).map((name) => [name, name]),
) as Record<Breakpoint, Breakpoint>;

/** Below the breakpoint, items stack vertically and take the full width. */
export const collapseBelow = styleVariants(collapsible, (breakpoint) => ({
  '@media': {
    [mediaBelow(breakpoint)]: { flexDirection: 'column', alignItems: 'stretch' },
  },
}));
