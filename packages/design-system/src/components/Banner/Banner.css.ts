import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../themes/vars.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    borderInlineStart: `4px solid`,
    color: vars.color.foreground.text,
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.background.infoSoft,
        borderColor: vars.color.foreground.info,
      },
      success: {
        backgroundColor: vars.color.background.positiveSoft,
        borderColor: vars.color.foreground.positive,
      },
      warning: {
        backgroundColor: vars.color.background.cautionSoft,
        borderColor: vars.color.foreground.caution,
      },
      danger: {
        backgroundColor: vars.color.background.criticalSoft,
        borderColor: vars.color.foreground.critical,
      },
    },
  },
});

export const icon = recipe({
  base: { display: 'flex', paddingTop: '2px' },
  variants: {
    tone: {
      info: { color: vars.color.foreground.info },
      success: { color: vars.color.foreground.positive },
      warning: { color: vars.color.foreground.caution },
      danger: { color: vars.color.foreground.critical },
    },
  },
});

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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
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
