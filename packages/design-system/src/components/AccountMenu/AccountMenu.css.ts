import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { inRow } from '../../css/layout';
import { hidden } from '../../css/visuallyHidden.css';
import { mediaBelow } from '../../themes/breakpoints';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  ...inRow(vars.space.small),
  display: 'inline-flex',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.background.hover },
    '&[data-focus-visible]': focusRing,
  },
});

/** The name beside the avatar from the md breakpoint up; below, it is only read. */
export const name = style({ '@media': { [mediaBelow('md')]: hidden } });
