import { vars } from '../themes/vars.css';
import { focusRingInset } from './focusRing';

// The pieces a field's box is drawn from, shared by the text input, the input group (ComboBox,
// NumberField, DatePicker, SearchField) and the Select's button, so every field looks alike.

/** A field's box: its height, border, corners and surface. */
export const fieldBox = {
  minHeight: vars.size.field,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width.standard} solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.text,
} as const;

/** An invalid field's box: the border turns red and thickens inwards. */
export const invalidFieldBox = {
  borderColor: vars.color.border.critical,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.critical}`,
} as const;

/**
 * A button inside a field's box (the ComboBox's chevron, the NumberField's steppers, the
 * DatePicker's calendar): no box of its own, muted until hovered, its focus ring drawn inside.
 */
export const fieldButton = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': {
      backgroundColor: vars.color.background.hover,
      color: vars.color.foreground.text,
    },
    '&[data-focus-visible]': focusRingInset,
  },
} as const;
