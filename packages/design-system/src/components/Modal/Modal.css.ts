import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.background.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.standard}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} reverse ease-in`,
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.background.surfaceRaised,
    color: vars.color.foreground.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
      },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '26rem' },
      medium: { maxWidth: '34rem' },
      large: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});
