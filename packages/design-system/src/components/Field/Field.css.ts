import { style } from '@vanilla-extract/css';

import { fieldBox, invalidFieldBox } from '../../css/field';
import { focusRing } from '../../css/focusRing';
import { stacked } from '../../css/layout';
import { controlText, smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

/** A field: label, control, description and error, stacked with small gaps. */
export const field = style({
  ...stacked(vars.space.xsmall),
  minWidth: 0,
});

export const label = style({
  ...smallText,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.text,
  cursor: 'default',
});

export const description = style({
  ...smallText,
  color: vars.color.foreground.textMuted,
});

export const error = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
  ...smallText,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.critical,
});

/** The box of a text input: border, height and the invalid, disabled and focus states. */
export const input = style({
  ...fieldBox,
  ...controlText,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled]), &[data-native]:hover:not(:disabled)': {
      borderColor: vars.color.border.fieldHover,
    },
    '&[data-focus-visible], &[data-focused], &[data-native]:focus': focusRing,
    '&[data-invalid], &[data-native][aria-invalid="true"]': invalidFieldBox,
    '&[data-disabled], &[data-native]:disabled': {
      backgroundColor: vars.color.background.surfaceMuted,
      color: vars.color.foreground.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** A group that draws the input box around an input and its buttons. */
export const group = style({
  ...fieldBox,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': invalidFieldBox,
    '&[data-disabled]': { backgroundColor: vars.color.background.surfaceMuted },
  },
});

/** An input inside a `group`: no border of its own. */
export const groupInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  ...controlText,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.textMuted },
  },
});

/** An input with buttons laid over it (the password toggle, the search icon and clear button). */
export const inputWithEnd = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const endContent = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'flex',
  alignItems: 'center',
});

export const inputEndPadding = style({
  paddingInlineEnd: `calc(${vars.size.field} + ${vars.space.small})`,
});
