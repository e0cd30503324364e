import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
});

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
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
  position: 'relative',
  display: 'flex',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.track,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.standard}`,
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.background.brand },
  positive: { backgroundColor: vars.color.chart.segment3 },
  caution: { backgroundColor: vars.color.chart.segment2 },
  critical: { backgroundColor: vars.color.border.critical },
});
