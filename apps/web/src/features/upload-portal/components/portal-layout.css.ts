// The theme's variables alone: the index would bring every component's styles into this file's.
import { vars } from '@outlay/design-system/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background.body,
});

export const header = style({
  background: vars.color.background.surface,
  borderBottom: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
});

export const content = style({
  width: 'min(100%, 52rem)',
  marginInline: 'auto',
});
