import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { media } from '../themes/breakpoints';
import { vars } from '../themes/vars.css';

/**
 * Responsive conditions for layout props. `base` applies from 0; the others are the spec's
 * 576, 768, 992 and 1280 px breakpoints (all seven are in `themes/breakpoints.ts`; layout props
 * stop at these five to keep the generated CSS small).
 */
export const responsiveConditions = {
  base: {},
  sm: { '@media': media.sm },
  md: { '@media': media.md },
  lg: { '@media': media.lg },
  xl: { '@media': media.xl },
} as const;

const responsiveProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    background: {
      body: vars.color.background.body,
      surface: vars.color.background.surface,
      surfaceMuted: vars.color.background.surfaceMuted,
      brand: vars.color.background.brand,
      criticalSoft: vars.color.background.criticalSoft,
      positiveSoft: vars.color.background.positiveSoft,
      cautionSoft: vars.color.background.cautionSoft,
      infoSoft: vars.color.background.infoSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative'],
    overflow: ['hidden', 'auto'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
    /** A comfortable line length for a paragraph beside other controls. */
    maxWidth: { measure: '36rem' },
    height: { full: '100%' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
