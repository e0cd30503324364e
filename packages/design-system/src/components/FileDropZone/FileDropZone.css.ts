import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const field = style(stacked(vars.space.xsmall));

export const zone = style({
  borderRadius: vars.radius.large,
  border: `${vars.border.width.large} dashed ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.border.brand,
      backgroundColor: vars.color.background.selected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      backgroundColor: vars.color.background.surfaceMuted,
      color: vars.color.foreground.textMuted,
    },
  },
});

export const invalid = style({
  borderColor: vars.color.border.critical,
});

export const content = style({
  ...stacked(vars.space.small),
  alignItems: 'center',
  padding: vars.space.xlarge,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    [`${zone}[data-disabled] &`]: { cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'flex',
  color: vars.color.foreground.textMuted,
});

export const label = style({
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  ...smallText,
  color: vars.color.foreground.textMuted,
});

export const error = style({
  display: 'flex',
  gap: vars.space.xsmall,
  ...smallText,
  fontWeight: vars.font.weight.medium,
  color: vars.color.foreground.critical,
});
