import { style } from '@vanilla-extract/css';

import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const region = style({
  ...smallText,
  color: vars.color.foreground.textMuted,
});
