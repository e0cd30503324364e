import { style } from '@vanilla-extract/css';

import { fieldButton } from '../../css/field';

export const button = style({
  ...fieldButton,
  alignSelf: 'stretch',
  width: '36px',
});
