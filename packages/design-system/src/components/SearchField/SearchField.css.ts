import { style } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const searchField = style({});

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'flex',
  color: vars.color.foreground.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.medium} + ${vars.size.iconSmall} + ${vars.space.small})`,
  paddingInlineEnd: `calc(32px + ${vars.space.small})`,
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
      WebkitAppearance: 'none',
    },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
  },
});
