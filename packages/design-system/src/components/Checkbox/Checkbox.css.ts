import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: '2px',
  color: vars.color.foreground.text,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.textMuted },
  },
});

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: vars.radius.small,
  border: `${vars.border.width.large} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.onBrand,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.border.fieldHover },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.background.brand,
      borderColor: vars.color.background.brand,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});
