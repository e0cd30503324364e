import { style } from '@vanilla-extract/css';

import { fieldBox, invalidFieldBox } from '../../css/field';
import { focusRing } from '../../css/focusRing';
import { controlText } from '../../css/text';
import { inRowApart } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const trigger = style({
  ...inRowApart(vars.space.small),
  ...fieldBox,
  ...controlText,
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.fieldHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.background.surfaceMuted,
      color: vars.color.foreground.textMuted,
    },
  },
});

export const invalidTrigger = style(invalidFieldBox);

// The value and unseen copies of every option share one grid cell, so the cell (and the
// button) is as wide as the widest of them; it may still shrink below that in a narrow row.
export const valueArea = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto)',
});

export const sizer = style({
  gridArea: '1 / 1',
  visibility: 'hidden',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '::before': { content: 'attr(data-label)' },
});

export const value = style({
  gridArea: '1 / 1',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.foreground.textMuted },
  },
});

export const chevron = style({
  display: 'flex',
  color: vars.color.foreground.textMuted,
});
