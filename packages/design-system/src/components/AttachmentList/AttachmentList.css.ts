import { style } from '@vanilla-extract/css';

import { focusRing } from '../../css/focusRing';
import { bareList, inRow, stacked } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

export const list = style({
  ...stacked(vars.space.xsmall),
  ...bareList,
});

export const item = style({
  ...inRow(vars.space.small),
  minHeight: '40px',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

/** The file's name: a button that opens it. */
export const name = style({
  flex: 1,
  minWidth: 0,
  minHeight: '32px',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'start',
  color: vars.color.foreground.link,
  fontFamily: vars.font.family.body,
  ...smallText,
  textDecoration: 'underline',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { color: vars.color.foreground.linkHover },
    '&[data-focus-visible]': focusRing,
  },
});

/** The remove button, drawn as a check mark until the row is hovered or it has focus. */
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'none',
  cursor: 'pointer',
  color: vars.color.foreground.positive,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const checkMark = style({
  display: 'inline-flex',
  selectors: {
    [`${item}:hover ${remove}:not([data-disabled]) &, ${remove}[data-focused] &`]: {
      display: 'none',
    },
  },
});

export const removeMark = style({
  display: 'none',
  color: vars.color.foreground.critical,
  selectors: {
    [`${item}:hover ${remove}:not([data-disabled]) &, ${remove}[data-focused] &`]: {
      display: 'inline-flex',
    },
  },
});

export const pending = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '32px',
  justifyContent: 'center',
});
