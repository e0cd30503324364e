import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  color: vars.color.avatar.text,
  fontWeight: vars.font.weight.strong,
  userSelect: 'none',
});

export const size = styleVariants({
  small: { width: '24px', height: '24px', fontSize: '0.625rem' },
  medium: { width: '32px', height: '32px', fontSize: vars.text.xsmall.fontSize },
  large: { width: '48px', height: '48px', fontSize: vars.text.standard.fontSize },
});

export const color = styleVariants({
  0: { backgroundColor: vars.color.avatar.a0 },
  1: { backgroundColor: vars.color.avatar.a1 },
  2: { backgroundColor: vars.color.avatar.a2 },
  3: { backgroundColor: vars.color.avatar.a3 },
  4: { backgroundColor: vars.color.avatar.a4 },
  5: { backgroundColor: vars.color.avatar.a5 },
  6: { backgroundColor: vars.color.avatar.a6 },
  7: { backgroundColor: vars.color.avatar.a7 },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
