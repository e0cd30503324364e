import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../../css/focusRing';
import { stacked } from '../../css/layout';
import { media } from '../../themes/breakpoints';
import { statusIcon, statusMessage, toneColor, toneRules } from '../../css/tones';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

/** The Toast's tones, in the product's. */
const tones = { success: 'positive', error: 'critical', info: 'info' } as const;

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInline: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  outline: 'none',
  '@media': {
    [media.sm]: { insetInlineStart: 'auto', width: '24rem' },
  },
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = recipe({
  base: {
    ...statusMessage,
    backgroundColor: vars.color.background.surfaceRaised,
    boxShadow: vars.shadow.large,
    border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
    borderInlineStartWidth: '4px',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: toneRules(tones, (tone) => ({ borderInlineStartColor: toneColor[tone] })),
  },
});

export const icon = statusIcon(tones);

export const content = style({
  ...stacked(vars.space.xxsmall),
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const description = style({
  ...smallText,
  color: vars.color.foreground.textMuted,
  overflowWrap: 'break-word',
});
