import { keyframes, style } from '@vanilla-extract/css';

import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });

/** The floating panel shared by Popover, Select, ComboBox, Menu and the date pickers. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  // As wide as its trigger, but never wider than the viewport less react-aria's 12 px edge
  // padding: an overflowing list would scroll the page when an option is focused, and the
  // scroll closes the popover.
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.foreground.text,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast} ease-out` },
  },
});

export const dialog = style({
  padding: vars.space.large,
  outline: 'none',
  ...stacked(vars.space.medium),
});

export const title = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});
