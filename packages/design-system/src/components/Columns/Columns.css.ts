import { createVar, style, styleVariants } from '@vanilla-extract/css';

import { breakpoints, media, mediaBelow, type Breakpoint } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const gapVar = createVar();

export const columns = style({
  display: 'flex',
  flexDirection: 'row',
  gap: gapVar,
  minWidth: 0,
  vars: { [gapVar]: '0px' },
});

const conditions = { sm: media.sm, md: media.md, lg: media.lg, xl: media.xl } as const;

/** One class per space value per responsive condition, setting the gap variable. */
export const gap = {
  base: styleVariants(vars.space, (value) => ({ vars: { [gapVar]: value } })),
  sm: styleVariants(vars.space, (value) => ({
    '@media': { [conditions.sm]: { vars: { [gapVar]: value } } },
  })),
  md: styleVariants(vars.space, (value) => ({
    '@media': { [conditions.md]: { vars: { [gapVar]: value } } },
  })),
  lg: styleVariants(vars.space, (value) => ({
    '@media': { [conditions.lg]: { vars: { [gapVar]: value } } },
  })),
  xl: styleVariants(vars.space, (value) => ({
    '@media': { [conditions.xl]: { vars: { [gapVar]: value } } },
  })),
};

export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

const collapsible = Object.fromEntries(
  Object.keys(breakpoints).map((name) => [name, name]),
) as Record<Breakpoint, Breakpoint>;

export const collapseBelow = styleVariants(collapsible, (breakpoint) => ({
  '@media': { [mediaBelow(breakpoint)]: { flexDirection: 'column', alignItems: 'stretch' } },
}));

export const column = style({ minWidth: 0 });

export const fluid = style({ flex: '1 1 0' });
export const content = style({ flex: '0 0 auto' });

/** A fraction of the row that accounts for the gaps: f × (100% + gap) − gap. */
const fractions = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
  '1/5': 1 / 5,
  '2/5': 2 / 5,
  '3/5': 3 / 5,
  '4/5': 4 / 5,
} as const;

export const width = styleVariants(fractions, (fraction) => ({
  flex: `0 0 calc(${fraction} * (100% + ${gapVar}) - ${gapVar})`,
}));

export const columnCollapseBelow = styleVariants(collapsible, (breakpoint) => ({
  '@media': { [mediaBelow(breakpoint)]: { flex: '0 0 auto', width: '100%' } },
}));
