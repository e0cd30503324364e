import { style } from '@vanilla-extract/css';

import { fieldButton } from '../../css/field';
import { vars } from '../../themes/vars.css';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  borderInlineStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const stepButton = style({
  ...fieldButton,
  flex: '1 1 0',
  width: '32px',
  minHeight: '19px',
  selectors: {
    ...fieldButton.selectors,
    '&[data-disabled]': { cursor: 'default', opacity: 0.55 },
  },
});

export const input = style({
  fontVariantNumeric: 'tabular-nums',
});
