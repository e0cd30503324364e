import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const group = style(stacked(vars.space.xsmall));

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  outline: 'none',
});

export const tag = style({
  ...inRow(vars.space.xxsmall),
  display: 'inline-flex',
  minHeight: '28px',
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.standard} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  ...smallText,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxsmall },
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-selected]': {
      backgroundColor: vars.color.background.selected,
      borderColor: vars.color.border.brand,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.foreground.textMuted },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.background.hover,
      color: vars.color.foreground.text,
    },
    '&[data-focus-visible]': focusRing,
  },
});
