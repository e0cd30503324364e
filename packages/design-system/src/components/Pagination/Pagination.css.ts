import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { bareList } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  ...bareList,
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '32px',
  height: '32px',
  margin: 0,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid transparent`,
  background: 'transparent',
  color: vars.color.foreground.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.hover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      fontWeight: vars.font.weight.strong,
      cursor: 'default',
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const gap = style({
  minWidth: '24px',
  textAlign: 'center',
  color: vars.color.foreground.textMuted,
});
