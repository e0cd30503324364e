import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { controlText } from '../../css/text';
import { inRowApart } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const disclosure = style({
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const heading = style({ margin: 0 });

export const trigger = style({
  ...inRowApart(vars.space.small),
  width: '100%',
  minHeight: vars.size.field,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.text,
  ...controlText,
  fontWeight: vars.font.weight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.foreground.textMuted, cursor: 'default' },
  },
});

export const chevron = style({
  display: 'flex',
  color: vars.color.foreground.textMuted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  selectors: {
    '&[data-expanded]': { paddingBottom: vars.space.large },
  },
});
