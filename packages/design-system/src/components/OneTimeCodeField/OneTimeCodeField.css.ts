import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const codeInput = style({
  maxWidth: '12rem',
  fontFamily: vars.font.family.mono,
  fontSize: vars.text.large.fontSize,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
});
