import { style } from '@vanilla-extract/css';

import { inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const stat = style({
  ...stacked(vars.space.xxsmall),
  minWidth: 0,
});

export const label = style({
  ...inRow(vars.space.xxsmall),
  color: vars.color.foreground.textMuted,
  ...smallText,
});

export const value = style({
  color: vars.color.foreground.text,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  // A line high whatever it holds: the skeleton that stands in while the figure loads is
  // shorter than the line, and the tiles below would move down when the figure came.
  minBlockSize: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
