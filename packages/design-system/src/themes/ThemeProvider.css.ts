import { globalStyle, style } from '@vanilla-extract/css';

import { reducedMotion } from './breakpoints';
import { vars } from './vars.css';

/** The themed root: base text colour, font and a scoped box-sizing reset. */
export const root = style({
  color: vars.color.foreground.text,
  backgroundColor: vars.color.background.body,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

export const light = style({ colorScheme: 'light' });
export const dark = style({ colorScheme: 'dark' });

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  boxSizing: 'border-box',
});

// Layout components own every space: the browser's own 8 px around the page would put a
// scroll bar on any full-height screen (login, the upload portal), so the page has none.
globalStyle('body', { margin: 0 });

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Where overlays (modals, popovers, toasts) are portalled, so they inherit the theme. */
export const portal = style({
  display: 'contents',
});
