import { style } from '@vanilla-extract/css';

import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const emptyState = style({
  ...stacked(vars.space.medium),
  alignItems: 'center',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surfaceMuted,
  color: vars.color.foreground.textMuted,
});

export const text = style({
  ...stacked(vars.space.xsmall),
  maxWidth: '28rem',
});
