/**
 * WCAG 2.2 relative luminance and contrast ratio for `#rrggbb` colours. Used by the token
 * contrast test and by Avatar to pick a readable initials colour.
 */
function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) {
    throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  }
  const [, r = '0', g = '0', b = '0'] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2 AA minimums: 4.5:1 for body text, 3:1 for UI components and graphics. */
export const minimumContrast = { text: 4.5, ui: 3 } as const;
