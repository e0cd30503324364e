import { style } from '@vanilla-extract/css';

import { focusRingInset } from '../../css/focusRing';
import { inRow } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const dialog = style({ outline: 'none' });

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  outline: 'none',
});

export const item = style({
  borderRadius: vars.radius.small,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.hover },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { backgroundColor: vars.color.background.selected },
  },
});

export const row = style({
  ...inRow(vars.space.xsmall),
  minHeight: vars.size.touchTarget,
  paddingInlineEnd: vars.space.small,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.foreground.textMuted,
  cursor: 'pointer',
});

export const chevronSpace = style({ display: 'inline-block', width: '1.5rem', flexShrink: 0 });

export const name = style({ flex: '1 1 auto', minWidth: 0 });

export const check = style({ display: 'inline-flex', color: vars.color.foreground.brand });
