// The theme's variables alone: the index would bring every component's styles into this file's.
import { vars } from '@outlay/design-system/vars';
import { style, styleVariants } from '@vanilla-extract/css';

const pageBase = style({
  minHeight: '100vh',
  display: 'grid',
  justifyItems: 'center',
  background: vars.color.background.body,
});

export const page = styleVariants({
  narrow: [pageBase, { alignItems: 'center' }],
  // The wizard's column keeps its width whatever it holds: sized by its content, it widened
  // from its spinner to the first step and moved the whole card sideways as it did.
  wide: [pageBase, { alignItems: 'start', justifyItems: 'stretch' }],
});

const cardBase = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  boxShadow: vars.shadow.medium,
});

export const card = styleVariants({
  narrow: [cardBase, { width: 'min(100%, 28rem)' }],
  // The sign-up wizard: addresses and people sit in two columns.
  wide: [cardBase, { width: 'min(100%, 48rem)', marginInline: 'auto' }],
});
