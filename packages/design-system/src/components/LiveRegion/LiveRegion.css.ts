import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const region = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.foreground.textMuted,
});
