import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

/** The trigger holds the count, so the count moves with it. */
export const trigger = style({ position: 'relative' });

/** The count over the bell's top right corner, inside the 40 px target. */
export const count = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '2px',
  pointerEvents: 'none',
});

/** The list inside the popover: wide enough for a sentence, never the whole screen. */
export const panel = style({
  width: 'min(360px, calc(100vw - 72px))',
  maxHeight: 'min(480px, 70vh)',
  overflowY: 'auto',
  // The popover's padding is the panel's: it scrolls on its own.
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  paddingInline: vars.space.xsmall,
});
