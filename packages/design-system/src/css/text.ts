import { vars } from '../themes/vars.css';

/** The type a control's words are set in: a field's value, a disclosure's or a menu's label. */
export const controlText = {
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
} as const;

/** Small type: the lines under a field (its description and error), hints and legends. */
export const smallText = {
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
} as const;
