import { vars } from '@outlay/design-system';
import { style } from '@vanilla-extract/css';

export const group = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});
