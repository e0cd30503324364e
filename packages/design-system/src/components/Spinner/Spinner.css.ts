import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'currentColor',
});

export const size = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
  standard: { width: vars.size.icon, height: vars.size.icon },
  large: { width: '32px', height: '32px' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
});

export const track = style({ opacity: 0.25 });
