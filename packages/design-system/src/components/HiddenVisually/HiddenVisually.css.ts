import { styleVariants } from '@vanilla-extract/css';

import { hidden, visuallyHidden } from '../../css/visuallyHidden.css';
import { breakpoints, mediaBelow, type Breakpoint } from '../../themes/breakpoints';

export const always = visuallyHidden;

export const below = styleVariants(
  Object.fromEntries(Object.keys(breakpoints).map((name) => [name, name])) as Record<
    Breakpoint,
    Breakpoint
  >,
  (breakpoint) => ({ '@media': { [mediaBelow(breakpoint)]: hidden } }),
);
