import { style, styleVariants } from '@vanilla-extract/css';

import { barTrack, fills } from '../../css/bar';
import { inRowApart, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const root = style({
  ...stacked(vars.space.xsmall),
  width: '100%',
});

export const labels = style({
  ...inRowApart(vars.space.small, 'flex-start'),
  ...smallText,
});

export const label = style({
  color: vars.color.foreground.text,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  color: vars.color.foreground.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  ...barTrack('8px'),
  position: 'relative',
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.standard}`,
});

export const tone = styleVariants(
  fills({
    brand: vars.color.background.brand,
    positive: vars.color.chart.segment3,
    caution: vars.color.chart.segment2,
    critical: vars.color.border.critical,
  }),
);
