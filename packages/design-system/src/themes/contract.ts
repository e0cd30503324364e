/**
 * The shape of a theme: every themeable value a component may use. `vars.css.ts` turns it into
 * a vanilla-extract theme contract; `tokens/light.ts` and `tokens/dark.ts` fill it.
 * Kept free of vanilla-extract so unit tests (contrast) and scripts can read token values.
 */
const textStyle = { fontSize: null, lineHeight: null };

export const themeShape = {
  color: {
    background: {
      body: null,
      surface: null,
      surfaceMuted: null,
      surfaceRaised: null,
      backdrop: null,
      hover: null,
      selected: null,
      brand: null,
      brandHover: null,
      brandPressed: null,
      secondary: null,
      secondaryHover: null,
      critical: null,
      criticalHover: null,
      criticalSoft: null,
      positive: null,
      positiveSoft: null,
      caution: null,
      cautionSoft: null,
      info: null,
      infoSoft: null,
      neutral: null,
      neutralSoft: null,
      track: null,
      skeleton: null,
      tooltip: null,
    },
    foreground: {
      text: null,
      textMuted: null,
      textDisabled: null,
      link: null,
      linkHover: null,
      onBrand: null,
      onCritical: null,
      onSecondary: null,
      onNeutral: null,
      onPositive: null,
      onCaution: null,
      onInfo: null,
      onTooltip: null,
      critical: null,
      positive: null,
      caution: null,
      info: null,
      brand: null,
    },
    border: {
      subtle: null,
      field: null,
      fieldHover: null,
      strong: null,
      critical: null,
      focus: null,
      brand: null,
    },
    chart: {
      segment1: null,
      segment2: null,
      segment3: null,
      segment4: null,
    },
    avatar: {
      text: null,
      a0: null,
      a1: null,
      a2: null,
      a3: null,
      a4: null,
      a5: null,
      a6: null,
      a7: null,
    },
  },
  font: {
    family: { body: null, mono: null },
    weight: { regular: null, medium: null, strong: null },
  },
  text: {
    xsmall: textStyle,
    small: textStyle,
    standard: textStyle,
    large: textStyle,
  },
  heading: {
    level1: textStyle,
    level2: textStyle,
    level3: textStyle,
    level4: textStyle,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  border: { width: { standard: null, large: null } },
  shadow: { small: null, medium: null, large: null },
  zIndex: {
    base: null,
    sticky: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: { fast: null, standard: null, slow: null },
    easing: { standard: null, enter: null, exit: null },
  },
  size: {
    touchTarget: null,
    field: null,
    fieldSmall: null,
    icon: null,
    iconSmall: null,
  },
} as const;

type MapLeaves<T> = {
  [K in keyof T]: T[K] extends null ? string : MapLeaves<T[K]>;
};

/** The values one theme provides, checked against the contract's shape. */
export type ThemeTokens = MapLeaves<typeof themeShape>;
