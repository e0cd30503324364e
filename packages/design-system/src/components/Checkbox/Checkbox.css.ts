import { style } from '@vanilla-extract/css';

import { choiceMark, choiceMarkStates, choiceRow } from '../../css/choice';
import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const checkbox = style({
  ...choiceRow,
  alignItems: 'flex-start',
  paddingBlock: '2px',
});

export const box = style({
  ...choiceMark,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: vars.radius.small,
  color: vars.color.foreground.onBrand,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: choiceMarkStates(
    checkbox,
    { backgroundColor: vars.color.background.brand, borderColor: vars.color.background.brand },
    { selectedWhen: ['[data-selected]', '[data-indeterminate]'] },
  ),
});

export const content = style(stacked(vars.space.xxsmall));

export const field = style({
  ...stacked(vars.space.xxsmall),
  alignItems: 'flex-start',
});
