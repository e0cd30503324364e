import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/vars.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const radio = style({
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

export const circle = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: vars.radius.full,
  border: `${vars.border.width.large} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  transition: `border-width ${vars.motion.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.fieldHover },
    [`${radio}[data-selected] &`]: {
      borderWidth: '6px',
      borderColor: vars.color.background.brand,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.border.critical },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
