import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { stacked } from '../../css/layout';
import {
  statusIcon,
  statusMessage,
  toneColor,
  toneRules,
  toneSoftBackground,
} from '../../css/tones';
import { vars } from '../../themes/vars.css';

/** The Banner's tones, in the product's. */
const tones = {
  info: 'info',
  success: 'positive',
  warning: 'caution',
  danger: 'critical',
} as const;

export const banner = recipe({
  base: {
    ...statusMessage,
    borderInlineStart: `4px solid`,
  },
  variants: {
    tone: toneRules(tones, (tone) => ({
      backgroundColor: toneSoftBackground[tone],
      borderColor: toneColor[tone],
    })),
  },
});

export const icon = statusIcon(tones);

export const body = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  minWidth: 0,
});

export const content = style({
  ...stacked(vars.space.xxsmall),
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const message = style({
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});
