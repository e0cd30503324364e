import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const text = style({
  display: 'block',
  margin: 0,
  fontFamily: vars.font.family.body,
  overflowWrap: 'break-word',
});

export const size = styleVariants(vars.text, (value) => ({
  fontSize: value.fontSize,
  lineHeight: value.lineHeight,
}));

export const tone = styleVariants({
  neutral: { color: vars.color.foreground.text },
  muted: { color: vars.color.foreground.textMuted },
  critical: { color: vars.color.foreground.critical },
  positive: { color: vars.color.foreground.positive },
  caution: { color: vars.color.foreground.caution },
  info: { color: vars.color.foreground.info },
  brand: { color: vars.color.foreground.brand },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const truncate = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tabularNumbers = style({ fontVariantNumeric: 'tabular-nums' });
