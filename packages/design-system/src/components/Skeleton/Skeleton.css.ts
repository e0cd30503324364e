import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { stacked } from '../../css/layout';
import { vars } from '../../themes/vars.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.background.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: { height: '0.875rem', borderRadius: vars.radius.small, marginBlock: '0.3125rem' },
  heading: { height: '1.5rem', borderRadius: vars.radius.small },
  field: { height: vars.size.field, borderRadius: vars.radius.medium },
  block: { height: '8rem', borderRadius: vars.radius.medium },
  circle: { width: '40px', height: '40px', borderRadius: vars.radius.full },
});

export const width = styleVariants({
  full: { width: '100%' },
  '3/4': { width: '75%' },
  '1/2': { width: '50%' },
  '1/4': { width: '25%' },
});

export const group = style(stacked(vars.space.xsmall));
