import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const frame = style({
  display: 'flex',
  justifyContent: 'center',
  backgroundColor: vars.color.background.surfaceMuted,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  objectFit: 'contain',
});
