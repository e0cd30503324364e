import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { compactTable } from '../../css/density.css';
import { focusRingInset } from '../../css/focusRing';
import { inRowApart } from '../../css/layout';
import { vars } from '../../themes/vars.css';

const base = style({
  ...inRowApart(vars.space.xsmall),
  width: '100%',
  // A pixel past the cell on each side, over its borders and sub-pixel rounding: the button
  // covers the whole cell, so the cell (a grid target too) is not a sliver beside it.
  height: 'calc(100% + 2px)',
  minWidth: '8rem',
  minHeight: vars.size.touchTarget,
  marginBlock: '-1px',
  marginInline: 0,
  // The table's cell padding, inside the button, so the button is the whole cell.
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderRadius: 0,
  border: `${vars.border.width.standard} solid transparent`,
  backgroundColor: 'transparent',
  fontFamily: vars.font.family.body,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      borderColor: vars.color.border.field,
      backgroundColor: vars.color.background.surface,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-pressed], &[aria-expanded="true"]': {
      borderColor: vars.color.border.fieldHover,
      backgroundColor: vars.color.background.surface,
    },
    '&[data-invalid]': { borderColor: vars.color.border.critical },
    '&[data-disabled]': { cursor: 'default', color: vars.color.foreground.textMuted },
    // The compact table's padding; a longer name wraps onto a second line.
    [`${compactTable} &`]: {
      minWidth: '5rem',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.small,
    },
  },
});

export const pencil = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.foreground.textMuted,
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast}`,
  selectors: {
    [`${base}[data-hovered] &, ${base}[data-focus-visible] &, ${base}[aria-expanded="true"] &`]: {
      opacity: 1,
    },
  },
});

export const trigger = recipe({
  base,
  variants: {
    tone: {
      standard: { color: vars.color.foreground.text },
      muted: { color: vars.color.foreground.textMuted, fontStyle: 'italic' },
    },
  },
});

export const value = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
