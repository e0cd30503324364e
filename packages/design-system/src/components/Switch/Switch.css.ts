import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  color: vars.color.foreground.text,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.textMuted },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `${vars.border.width.large} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.field,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(16px)',
      backgroundColor: vars.color.foreground.onBrand,
    },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});
