import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { inRow, stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const tabs = style(stacked(vars.space.large));

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  ...inRow(vars.space.xsmall),
  minHeight: vars.size.field,
  paddingInline: vars.space.medium,
  color: vars.color.foreground.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground.text },
    '&[data-selected]': { color: vars.color.foreground.brand },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
      borderRadius: vars.radius.small,
      backgroundColor: vars.color.foreground.brand,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.foreground.textDisabled, cursor: 'default' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRing },
});
