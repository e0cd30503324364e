import { style } from '@vanilla-extract/css';

import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({
  margin: 0,
  ...smallText,
  color: vars.color.foreground.textMuted,
});

export const description = style({
  margin: 0,
  minWidth: 0,
  ...smallText,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
});
