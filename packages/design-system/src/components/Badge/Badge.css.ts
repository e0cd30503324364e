import { recipe } from '@vanilla-extract/recipes';

import { compactTable } from '../../css/density.css';
import { type Tone, toneColor, toneSoftBackground, toneStrong } from '../../css/tones';
import { inRow } from '../../css/layout';
import { vars } from '../../themes/vars.css';

type BadgeTone = Tone | 'neutral' | 'brand';
type Fill = { backgroundColor: string; color: string };

const tones: Tone[] = ['info', 'positive', 'caution', 'critical'];

/** Soft: a pale fill, text in the tone's colour. */
const soft: Record<BadgeTone, Fill> = {
  neutral: {
    backgroundColor: vars.color.background.neutralSoft,
    color: vars.color.foreground.text,
  },
  ...(Object.fromEntries(
    tones.map((tone) => [
      tone,
      { backgroundColor: toneSoftBackground[tone], color: toneColor[tone] },
    ]),
  ) as Record<Tone, Fill>),
  brand: { backgroundColor: vars.color.background.selected, color: vars.color.foreground.brand },
};

/** Strong: the tone's fill, text that reads on it. */
const strong: Record<BadgeTone, Fill> = {
  neutral: {
    backgroundColor: vars.color.background.neutral,
    color: vars.color.foreground.onNeutral,
  },
  ...toneStrong,
  brand: { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
};

function toneVariants(weight: 'soft' | 'strong', fills: Record<BadgeTone, Fill>) {
  return (Object.keys(fills) as BadgeTone[]).map((tone) => ({
    variants: { tone, weight },
    style: fills[tone],
  }));
}

export const badge = recipe({
  base: {
    ...inRow(vars.space.xxsmall),
    display: 'inline-flex',
    maxWidth: '100%',
    paddingBlock: '1px',
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    // In a compact grid a long status ("Retrying (attempt 2 of 5)") wraps, not the grid.
    selectors: { [`${compactTable} &`]: { whiteSpace: 'normal' } },
  },
  variants: {
    tone: { neutral: {}, info: {}, positive: {}, caution: {}, critical: {}, brand: {} },
    weight: { soft: {}, strong: {} },
  },
  compoundVariants: [...toneVariants('soft', soft), ...toneVariants('strong', strong)],
  defaultVariants: { tone: 'neutral', weight: 'soft' },
});
