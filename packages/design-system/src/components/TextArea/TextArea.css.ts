import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

/** The text box grows with its text from `rows` lines; the user may also drag it taller. */
export const textArea = style({
  minHeight: `calc(${vars.size.field} * 2)`,
  resize: 'vertical',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.textMuted,
});

/** The quiet status beside the field ("Saved"), read politely by screen readers. */
export const status = style({
  marginInlineStart: 'auto',
  color: vars.color.foreground.textMuted,
});
