import { style } from '@vanilla-extract/css';

import { inRowApart } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  maxHeight: 'inherit',
  outline: 'none',
});

export const header = style({
  ...inRowApart(vars.space.medium, 'flex-start'),
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const title = style({
  paddingTop: vars.space.xsmall,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderTop: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});
