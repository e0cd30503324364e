import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { focusRing } from '../../css/focusRing';
import { inRow } from '../../css/layout';
import { smallText } from '../../css/text';
import { vars } from '../../themes/vars.css';

// A button's states, written once for every variant: react-aria's data attributes on its
// Button, the pseudo-classes on a native one (`data-native`), never while disabled.
const hovered = '&[data-hovered]:not([data-disabled]), &[data-native]:hover:not(:disabled)';
const pressed = '&[data-pressed]:not([data-disabled]), &[data-native]:active:not(:disabled)';

type StateStyle = Pick<StyleRule, 'backgroundColor' | 'borderColor' | 'color'>;

/** A variant's hovered and pressed looks; `active` where both look the same. */
function states(
  looks: { hovered: StateStyle; pressed: StateStyle } | { active: StateStyle },
): Pick<StyleRule, 'selectors'> {
  if ('active' in looks) return { selectors: { [`${hovered}, ${pressed}`]: looks.active } };
  // Pressed after hovered: a pressed button is hovered too, and its look wins.
  return { selectors: { [hovered]: looks.hovered, [pressed]: looks.pressed } };
}

export const button = recipe({
  base: {
    position: 'relative',
    ...inRow(vars.space.small),
    display: 'inline-flex',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    margin: 0,
    borderRadius: vars.radius.medium,
    borderWidth: vars.border.width.standard,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-focus-visible], &[data-native]:focus-visible': focusRing,
      '&[data-disabled], &[data-native]:disabled': { cursor: 'default', opacity: 0.55 },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.foreground.onBrand,
        ...states({
          hovered: { backgroundColor: vars.color.background.brandHover },
          pressed: { backgroundColor: vars.color.background.brandPressed },
        }),
      },
      secondary: {
        backgroundColor: vars.color.background.secondary,
        color: vars.color.foreground.onSecondary,
        borderColor: vars.color.border.field,
        ...states({
          hovered: {
            backgroundColor: vars.color.background.secondaryHover,
            borderColor: vars.color.border.fieldHover,
          },
          pressed: { backgroundColor: vars.color.background.secondaryHover },
        }),
      },
      danger: {
        backgroundColor: vars.color.background.critical,
        color: vars.color.foreground.onCritical,
        ...states({ active: { backgroundColor: vars.color.background.criticalHover } }),
      },
      quiet: {
        backgroundColor: 'transparent',
        color: vars.color.foreground.link,
        ...states({
          active: {
            backgroundColor: vars.color.background.hover,
            color: vars.color.foreground.linkHover,
          },
        }),
      },
    },
    size: {
      standard: {
        minHeight: vars.size.field,
        paddingInline: vars.space.large,
        fontSize: vars.text.standard.fontSize,
        lineHeight: vars.text.standard.lineHeight,
      },
      small: {
        minHeight: vars.size.fieldSmall,
        paddingInline: vars.space.medium,
        ...smallText,
      },
    },
    width: {
      content: { width: 'fit-content' },
      full: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard', width: 'content' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({
  ...inRow(vars.space.small),
  display: 'inline-flex',
  selectors: {
    '[data-busy] > &': { opacity: 0 },
  },
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinner = style({
  display: 'inline-flex',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
});
