// The theme's variables alone: the index would bring every component's styles into this file's.
import { vars } from '@outlay/design-system/vars';
import { style } from '@vanilla-extract/css';

export const group = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});
