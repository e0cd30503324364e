import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

const appear = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '18rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.tooltip,
  color: vars.color.foreground.onTooltip,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast}` },
  },
});
