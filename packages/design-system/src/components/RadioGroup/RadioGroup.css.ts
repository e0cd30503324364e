import { style } from '@vanilla-extract/css';

import { choiceMark, choiceMarkStates, choiceRow } from '../../css/choice';
import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

export const group = style(stacked(vars.space.xsmall));

export const options = style({
  ...stacked(vars.space.xsmall),
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const radio = style({
  ...choiceRow,
  alignItems: 'flex-start',
  paddingBlock: '2px',
});

export const circle = style({
  ...choiceMark,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  transition: `border-width ${vars.motion.duration.fast}`,
  selectors: choiceMarkStates(radio, {
    borderWidth: '6px',
    borderColor: vars.color.background.brand,
  }),
});

export const field = style(stacked(vars.space.xxsmall));
