import { style } from '@vanilla-extract/css';

import { bareList, inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.text,
});

export const list = style({
  ...stacked(vars.space.xsmall),
  ...bareList,
});

/** Select all sits apart from the options it acts on. */
export const selectAll = style({
  paddingBlockEnd: vars.space.xsmall,
  marginBlockEnd: vars.space.xsmall,
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const option = style(inRow(vars.space.xsmall, 'flex-start'));

export const icon = style({
  display: 'flex',
  marginBlockStart: '2px',
  color: vars.color.foreground.textMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const secondary = style({
  ...smallText,
  color: vars.color.foreground.textMuted,
  overflowWrap: 'anywhere',
});
