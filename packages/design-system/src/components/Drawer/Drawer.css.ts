import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { inRow } from '../../css/layout';
import { media } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'flex-end',
  backgroundColor: vars.color.background.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.standard}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.fast} reverse ease-in` },
  },
});

export const drawer = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    backgroundColor: vars.color.background.surfaceRaised,
    color: vars.color.foreground.text,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
      },
      '&[data-exiting]': {
        animation: `${slideIn} ${vars.motion.duration.standard} reverse ${vars.motion.easing.exit}`,
      },
    },
  },
  variants: {
    size: {
      standard: { '@media': { [media.md]: { maxWidth: '30rem' } } },
      wide: { '@media': { [media.md]: { maxWidth: '42rem' } } },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  ...inRow(vars.space.small),
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const title = style({ flex: '1 1 auto', minWidth: 0 });

export const headerActions = style(inRow(vars.space.xsmall));

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTop: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});
