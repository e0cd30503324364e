import { keyframes, style } from '@vanilla-extract/css';

import { smallText } from '../../css/text';
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
  ...smallText,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.duration.fast}` },
  },
});
