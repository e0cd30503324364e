import type { ThemeTokens } from '../contract';

/** Values both themes share: type scale, space, radii, z-index, motion and sizes. */
export const baseTokens = {
  font: {
    family: {
      body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
      mono: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '500', strong: '600' },
  },
  text: {
    xsmall: { fontSize: '0.75rem', lineHeight: '1rem' },
    small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
    standard: { fontSize: '1rem', lineHeight: '1.5rem' },
    large: { fontSize: '1.125rem', lineHeight: '1.75rem' },
  },
  heading: {
    level1: { fontSize: '2rem', lineHeight: '2.5rem' },
    level2: { fontSize: '1.5rem', lineHeight: '2rem' },
    level3: { fontSize: '1.25rem', lineHeight: '1.75rem' },
    level4: { fontSize: '1.125rem', lineHeight: '1.5rem' },
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: { none: '0', small: '4px', medium: '6px', large: '12px', full: '9999px' },
  border: { width: { standard: '1px', large: '2px' } },
  zIndex: {
    base: '0',
    sticky: '100',
    overlay: '200',
    modal: '300',
    popover: '400',
    toast: '500',
    tooltip: '600',
  },
  motion: {
    duration: { fast: '100ms', standard: '200ms', slow: '300ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
    },
  },
  size: {
    touchTarget: '24px',
    field: '40px',
    fieldSmall: '32px',
    icon: '20px',
    iconSmall: '16px',
  },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;
