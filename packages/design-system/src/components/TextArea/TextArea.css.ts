import { style } from '@vanilla-extract/css';

import { inRowApart } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

/** The text box grows with its text from `rows` lines; the user may also drag it taller. */
export const textArea = style({
  minHeight: `calc(${vars.size.field} * 2)`,
  resize: 'vertical',
});

export const footer = style({
  ...inRowApart(vars.space.small, 'flex-start'),
  ...smallText,
  color: vars.color.foreground.textMuted,
});

/** The quiet status beside the field ("Saved"), read politely by screen readers. */
export const status = style({
  marginInlineStart: 'auto',
  color: vars.color.foreground.textMuted,
});
