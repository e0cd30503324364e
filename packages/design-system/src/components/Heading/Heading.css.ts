import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const heading = style({
  display: 'block',
  margin: 0,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  color: vars.color.foreground.text,
  overflowWrap: 'break-word',
});

export const level = styleVariants({
  1: { fontSize: vars.heading.level1.fontSize, lineHeight: vars.heading.level1.lineHeight },
  2: { fontSize: vars.heading.level2.fontSize, lineHeight: vars.heading.level2.lineHeight },
  3: { fontSize: vars.heading.level3.fontSize, lineHeight: vars.heading.level3.lineHeight },
  4: { fontSize: vars.heading.level4.fontSize, lineHeight: vars.heading.level4.lineHeight },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
