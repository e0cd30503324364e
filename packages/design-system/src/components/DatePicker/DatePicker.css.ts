import { style } from '@vanilla-extract/css';

import { fieldButton } from '../../css/field';
import { focusRing } from '../../css/focusRing';
import { inRowApart, stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  color: vars.color.foreground.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { paddingInline: '2px', color: vars.color.foreground.textMuted },
    '&[data-placeholder]': { color: vars.color.foreground.textMuted },
    '&[data-focused]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    '&[data-disabled]': { color: vars.color.foreground.textMuted },
  },
});

export const rangeSeparator = style({
  paddingInline: vars.space.xsmall,
  color: vars.color.foreground.textMuted,
});

export const calendarButton = style({
  ...fieldButton,
  alignSelf: 'stretch',
  width: '40px',
  borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const calendarDialog = style({
  padding: vars.space.medium,
  outline: 'none',
});

export const calendar = style(stacked(vars.space.small));

export const calendarHeader = style(inRowApart(vars.space.small));

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  textTransform: 'capitalize',
});

export const calendarGrid = style({
  borderCollapse: 'collapse',
});

export const calendarHeaderCell = style({
  width: '36px',
  height: '28px',
  fontSize: vars.text.xsmall.fontSize,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.textMuted,
});

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  fontSize: vars.text.small.fontSize,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.background.hover },
    '&[data-today]': { fontWeight: vars.font.weight.strong, textDecoration: 'underline' },
    '&[data-selected]': {
      backgroundColor: vars.color.background.selected,
      color: vars.color.foreground.text,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      borderRadius: vars.radius.full,
    },
    '&[data-unavailable], &[data-disabled]': {
      color: vars.color.foreground.textDisabled,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-invalid][data-selected]': {
      backgroundColor: vars.color.background.critical,
      color: vars.color.foreground.onCritical,
    },
    '&[data-focus-visible]': focusRing,
  },
});

/** A single-date cell: selected is the solid brand circle. */
export const singleCell = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
      borderRadius: vars.radius.full,
    },
  },
});
