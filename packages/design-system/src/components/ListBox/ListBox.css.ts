import { style } from '@vanilla-extract/css';

import { focusRingInset } from '../../css/focusRing';
import { inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  maxHeight: '18rem',
  overflowY: 'auto',
  outline: 'none',
});

export const item = style({
  ...inRow(vars.space.small),
  minHeight: '36px',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.foreground.text,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.background.hover },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': {
      backgroundColor: vars.color.background.selected,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-disabled]': { color: vars.color.foreground.textDisabled },
    '&[data-danger]': { color: vars.color.foreground.critical },
  },
});

export const itemLabel = style({ flex: '1 1 auto', minWidth: 0 });

/** The option's second line: what tells it apart from one of the same words. */
export const itemSecondary = style({
  ...smallText,
  display: 'block',
  fontWeight: vars.font.weight.regular,
  color: vars.color.foreground.textMuted,
  overflowWrap: 'anywhere',
});

export const check = style({
  display: 'flex',
  color: vars.color.foreground.brand,
});

export const emptyState = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.foreground.textMuted,
  fontSize: vars.text.small.fontSize,
});

/** The wrapper of a Select or ComboBox: label, control, description, error. */
export const selectField = style({
  ...stacked(vars.space.xsmall),
  minWidth: 0,
});
