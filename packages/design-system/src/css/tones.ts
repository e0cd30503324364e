import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../themes/vars.css';

// The colours of the product's tones, in one place for every component that speaks in them
// (Badge, Banner, Toast). Components name their tones in their own words ("warning", "error");
// each maps its names onto these.

export type Tone = 'info' | 'positive' | 'caution' | 'critical';

/** A tone's text, icon and accent colour. */
export const toneColor: Record<Tone, string> = {
  info: vars.color.foreground.info,
  positive: vars.color.foreground.positive,
  caution: vars.color.foreground.caution,
  critical: vars.color.foreground.critical,
};

/** A tone's soft fill, behind text in the tone's colour. */
export const toneSoftBackground: Record<Tone, string> = {
  info: vars.color.background.infoSoft,
  positive: vars.color.background.positiveSoft,
  caution: vars.color.background.cautionSoft,
  critical: vars.color.background.criticalSoft,
};

/** A tone's strong fill and the text colour that reads on it. */
export const toneStrong: Record<Tone, { backgroundColor: string; color: string }> = {
  info: { backgroundColor: vars.color.background.info, color: vars.color.foreground.onInfo },
  positive: {
    backgroundColor: vars.color.background.positive,
    color: vars.color.foreground.onPositive,
  },
  caution: {
    backgroundColor: vars.color.background.caution,
    color: vars.color.foreground.onCaution,
  },
  critical: {
    backgroundColor: vars.color.background.critical,
    color: vars.color.foreground.onCritical,
  },
};

/** The box of a status message (Banner, Toast): its icon, then its words, on a rounded panel. */
export const statusMessage = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  color: vars.color.foreground.text,
} as const;

/** One rule per tone of a component, its names mapped onto the product's tones. */
export function toneRules<Name extends string>(
  names: Record<Name, Tone>,
  rule: (tone: Tone) => StyleRule,
): Record<Name, StyleRule> {
  return Object.fromEntries(
    Object.entries<Tone>(names).map(([name, tone]) => [name, rule(tone)]),
  ) as Record<Name, StyleRule>;
}

/** The status icon at the start of a Banner or a Toast, in its tone's colour. */
export function statusIcon<Name extends string>(names: Record<Name, Tone>) {
  return recipe(
    {
      base: { display: 'flex', paddingTop: '2px' },
      variants: { tone: toneRules(names, (tone) => ({ color: toneColor[tone] })) },
    },
    'icon',
  );
}
