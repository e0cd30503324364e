import { style, styleVariants } from '@vanilla-extract/css';

import { barTrack, fills } from '../../css/bar';
import { focusRing } from '../../css/focusRing';
import { bareList, inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const root = style({
  ...stacked(vars.space.small),
  width: '100%',
});

export const track = style({
  ...barTrack('12px'),
  gap: '2px',
});

export const segment = style({
  height: '100%',
  minWidth: '4px',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:first-child': {
      borderStartStartRadius: vars.radius.full,
      borderEndStartRadius: vars.radius.full,
    },
    '&:last-child': {
      borderStartEndRadius: vars.radius.full,
      borderEndEndRadius: vars.radius.full,
    },
    '&:focus-visible': focusRing,
  },
});

export const tone = styleVariants(fills(vars.color.chart));

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  ...bareList,
  ...smallText,
  color: vars.color.foreground.text,
});

export const legendItem = style({
  ...inRow(vars.space.xsmall),
  display: 'inline-flex',
});

export const swatch = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.small,
});

export const legendValue = style({
  color: vars.color.foreground.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
