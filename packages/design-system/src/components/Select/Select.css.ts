import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.field,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.background.surfaceMuted,
      color: vars.color.foreground.textMuted,
    },
  },
});

export const invalidTrigger = style({
  borderColor: vars.color.border.critical,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.textMuted },
  },
});

export const chevron = style({
  display: 'flex',
  color: vars.color.foreground.textMuted,
});
