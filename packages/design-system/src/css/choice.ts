import type { CSSProperties } from '@vanilla-extract/css';

import { vars } from '../themes/vars.css';
import { focusRing } from './focusRing';

// The Checkbox, the Radio and the Switch are drawn alike: a row whose whole width is the target,
// holding a mark (box, circle or track) that answers the row's states.

/** The row: the mark, then the label; muted and not clickable when disabled. */
export const choiceRow = {
  display: 'inline-flex',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  color: vars.color.foreground.text,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.textMuted },
  },
} as const;

/** The mark: a thick field border on the surface, never shrunk by a long label. */
export const choiceMark = {
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.large} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
} as const;

/**
 * The mark's states, read from its `row`, in the order they win: hovered, then `selected` (when
 * any of `selectedWhen` holds), then invalid, focus and disabled. A switch shows no hover or
 * invalid border (`withFieldStates: false`).
 */
export function choiceMarkStates(
  row: string,
  selected: CSSProperties,
  { selectedWhen = ['[data-selected]'], withFieldStates = true } = {},
) {
  const when = (...states: string[]) => states.map((state) => `${row}${state} &`).join(', ');
  return {
    ...(withFieldStates && {
      [when('[data-hovered]')]: { borderColor: vars.color.border.fieldHover },
    }),
    [when(...selectedWhen)]: selected,
    ...(withFieldStates && {
      [when('[data-invalid]')]: { borderColor: vars.color.border.critical },
    }),
    [when('[data-focus-visible]')]: focusRing,
    [when('[data-disabled]')]: { opacity: 0.55 },
  };
}
