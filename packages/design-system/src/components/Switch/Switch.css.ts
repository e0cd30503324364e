import { style } from '@vanilla-extract/css';

import { choiceMark, choiceMarkStates, choiceRow } from '../../css/choice';
import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const switchRoot = style({
  ...choiceRow,
  alignItems: 'center',
});

export const track = style({
  ...choiceMark,
  position: 'relative',
  width: '40px',
  height: '24px',
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: choiceMarkStates(
    switchRoot,
    { backgroundColor: vars.color.background.brand, borderColor: vars.color.background.brand },
    { withFieldStates: false },
  ),
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
  ...stacked(vars.space.xxsmall),
  alignItems: 'flex-start',
});
