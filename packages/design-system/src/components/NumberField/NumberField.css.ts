import { style } from '@vanilla-extract/css';

import { focusRingInset } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const stepButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 0',
  width: '32px',
  minHeight: '19px',
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
    '&[data-disabled]': { cursor: 'default', opacity: 0.55 },
  },
});

export const input = style({
  fontVariantNumeric: 'tabular-nums',
});
