import { globalStyle, style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { inRow, stacked } from '../../css/layout';
import { mediaBelow } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  backgroundColor: vars.color.background.body,
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  // Above the page, which a navigation floating open on a narrow screen covers.
  zIndex: vars.zIndex.sticky,
  flexShrink: 0,
  height: '100vh',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const header = style({
  ...inRow(vars.space.medium),
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  minHeight: '64px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  '@media': { [mediaBelow('md')]: { paddingInline: vars.space.medium, gap: vars.space.small } },
  backgroundColor: vars.color.background.surface,
  borderBlockEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const banners = style({
  ...stacked(vars.space.small),
  paddingBlockStart: vars.space.medium,
  paddingInline: vars.space.large,
});

// At least a screen high, so the footer starts below the first screen: a page that grows as
// its data comes never pushes a footer the user sees (a layout shift).
export const content = style({ flex: '1 1 auto', minWidth: 0, minHeight: '100vh' });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.textMuted,
  fontSize: vars.text.small.fontSize,
});

// The frame fills the window; the browser's default body margin would frame it again.
globalStyle('body', { margin: 0 });

/** Off screen until focused: the first stop of the keyboard on every page. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});
