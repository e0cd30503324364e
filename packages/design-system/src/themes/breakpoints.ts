/**
 * The spec's breakpoints, in px (part 1, constants: 425, 576, 768, 992, 1280, 1400, 1600).
 * A breakpoint names the viewport width from which a layout applies ("md and up").
 */
export const breakpoints = {
  xs: 425,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1280,
  xxl: 1400,
  xxxl: 1600,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** `@media` query for viewports at least as wide as the breakpoint. */
export function mediaAbove(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** `@media` query for viewports narrower than the breakpoint. */
export function mediaBelow(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}

/** Ready-made queries, for `'@media': { [media.md]: {...} }` in `.css.ts` files. */
export const media = {
  xs: mediaAbove('xs'),
  sm: mediaAbove('sm'),
  md: mediaAbove('md'),
  lg: mediaAbove('lg'),
  xl: mediaAbove('xl'),
  xxl: mediaAbove('xxl'),
  xxxl: mediaAbove('xxxl'),
} as const satisfies Record<Breakpoint, string>;

/** Matches `prefers-reduced-motion: reduce`. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
