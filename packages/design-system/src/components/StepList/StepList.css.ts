import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { bareList, inRow } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  ...bareList,
  counterReset: 'step',
});

export const item = recipe({
  base: {
    ...inRow(vars.space.xsmall),
    minHeight: 32,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    ...smallText,
    color: vars.color.foreground.textMuted,
  },
  variants: {
    status: {
      upcoming: {},
      complete: {
        color: vars.color.foreground.text,
        backgroundColor: vars.color.background.positiveSoft,
        borderColor: 'transparent',
      },
      current: {
        color: vars.color.foreground.onBrand,
        backgroundColor: vars.color.background.brand,
        borderColor: 'transparent',
        fontWeight: vars.font.weight.strong,
      },
    },
  },
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.strong,
});

export const button = style({
  ...inRow(vars.space.xsmall),
  display: 'inline-flex',
  minHeight: 24,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
      borderRadius: vars.radius.small,
    },
  },
});
