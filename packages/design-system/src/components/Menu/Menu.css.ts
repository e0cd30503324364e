import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  minWidth: '10rem',
  outline: 'none',
});
