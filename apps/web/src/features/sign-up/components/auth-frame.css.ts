// The theme's variables alone: the index would bring every component's styles into this file's.
import { vars } from '@outlay/design-system/vars';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  justifyItems: 'center',
  alignItems: 'start',
  background: vars.color.background.body,
});

// Wider than the sign-in card: addresses and people sit in two columns.
export const card = style({
  width: 'min(100%, 48rem)',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
});
