import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const link = recipe({
  base: {
    color: vars.color.foreground.link,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-native]:hover': {
        color: vars.color.foreground.linkHover,
        textDecorationThickness: '2px',
      },
      '&[data-focus-visible], &[data-native]:focus-visible': focusRing,
      '&[data-disabled]': { cursor: 'default', color: vars.color.foreground.textMuted },
    },
  },
  variants: {
    weight: {
      regular: {},
      strong: { fontWeight: vars.font.weight.strong },
    },
  },
  defaultVariants: { weight: 'regular' },
});
