import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const form = style(stacked(vars.space.large));

export const summary = style({
  ...stacked(vars.space.small),
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.large} solid ${vars.color.border.critical}`,
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.foreground.text,
  selectors: {
    '&:focus-visible': focusRing,
    '&:focus': focusRing,
  },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.heading.level4.fontSize,
  lineHeight: vars.heading.level4.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.text,
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  ...stacked(vars.space.xsmall),
});

export const summaryLink = style({
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});
