import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.medium,
    border: `${vars.border.width.standard} solid transparent`,
    backgroundColor: 'transparent',
    color: vars.color.foreground.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]:not([data-disabled]), &[data-native]:hover:not(:disabled), &[data-native]:active:not(:disabled)':
        {
          backgroundColor: vars.color.background.hover,
          color: vars.color.foreground.text,
        },
      '&[data-focus-visible], &[data-native]:focus-visible': focusRing,
      '&[data-disabled], &[data-native]:disabled': { cursor: 'default', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      quiet: {},
      secondary: {
        borderColor: vars.color.border.field,
        backgroundColor: vars.color.background.secondary,
        color: vars.color.foreground.text,
      },
    },
    size: {
      small: { width: '32px', height: '32px' },
      standard: { width: vars.size.field, height: vars.size.field },
    },
  },
  defaultVariants: { variant: 'quiet', size: 'standard' },
});
