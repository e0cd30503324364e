import { style } from '@vanilla-extract/css';

import { focusRingInset } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  width: '36px',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.background.hover,
      color: vars.color.foreground.text,
    },
    '&[data-focus-visible]': focusRingInset,
  },
});
