import { describe, expect, it } from 'vitest';

import type { ThemeTokens } from './contract';
import { contrastRatio, minimumContrast } from './contrast';
import { darkTokens } from './tokens/dark';
import { lightTokens } from './tokens/light';

type Colors = ThemeTokens['color'];
type Pair = [label: string, foreground: string, background: string, minimum: number];

/** Every foreground/background pair the components draw, with the WCAG 2.2 AA minimum. */
function pairs({ background: bg, foreground: fg, border, chart, avatar }: Colors): Pair[] {
  const text = minimumContrast.text;
  const ui = minimumContrast.ui;
  const surfaces = { body: bg.body, surface: bg.surface, surfaceMuted: bg.surfaceMuted };
  const list: Pair[] = [];
  for (const [name, surface] of Object.entries(surfaces)) {
    list.push(
      [`text on ${name}`, fg.text, surface, text],
      [`muted text on ${name}`, fg.textMuted, surface, text],
      [`link on ${name}`, fg.link, surface, text],
      [`critical text on ${name}`, fg.critical, surface, text],
      [`positive text on ${name}`, fg.positive, surface, text],
      [`caution text on ${name}`, fg.caution, surface, text],
      [`info text on ${name}`, fg.info, surface, text],
      [`brand text on ${name}`, fg.brand, surface, text],
      [`field border on ${name}`, border.field, surface, ui],
      [`focus ring on ${name}`, border.focus, surface, ui],
      [`critical border on ${name}`, border.critical, surface, ui],
    );
  }
  list.push(
    ['text on hover', fg.text, bg.hover, text],
    ['link on hover (quiet button)', fg.linkHover, bg.hover, text],
    ['text on selected row', fg.text, bg.selected, text],
    ['brand text on selected', fg.brand, bg.selected, text],
    ['text on raised surface', fg.text, bg.surfaceRaised, text],
    ['muted text on raised surface', fg.textMuted, bg.surfaceRaised, text],
    ['primary button', fg.onBrand, bg.brand, text],
    ['primary button hovered', fg.onBrand, bg.brandHover, text],
    ['primary button pressed', fg.onBrand, bg.brandPressed, text],
    ['secondary button', fg.onSecondary, bg.secondary, text],
    ['secondary button hovered', fg.onSecondary, bg.secondaryHover, text],
    ['danger button', fg.onCritical, bg.critical, text],
    ['danger button hovered', fg.onCritical, bg.criticalHover, text],
    ['critical text on critical soft', fg.critical, bg.criticalSoft, text],
    ['text on critical soft', fg.text, bg.criticalSoft, text],
    ['positive text on positive soft', fg.positive, bg.positiveSoft, text],
    ['text on positive soft', fg.text, bg.positiveSoft, text],
    ['caution text on caution soft', fg.caution, bg.cautionSoft, text],
    ['text on caution soft', fg.text, bg.cautionSoft, text],
    ['info text on info soft', fg.info, bg.infoSoft, text],
    ['text on info soft', fg.text, bg.infoSoft, text],
    ['link on info soft', fg.link, bg.infoSoft, text],
    ['text on neutral soft', fg.text, bg.neutralSoft, text],
    ['strong neutral badge', fg.onNeutral, bg.neutral, text],
    ['strong positive badge', fg.onPositive, bg.positive, text],
    ['strong caution badge', fg.onCaution, bg.caution, text],
    ['strong info badge', fg.onInfo, bg.info, text],
    ['tooltip', fg.onTooltip, bg.tooltip, text],
    ['checked checkbox against surface', bg.brand, bg.surface, ui],
    ['switch track (off) border', border.field, bg.surface, ui],
  );
  for (const [name, colour] of Object.entries(chart)) {
    list.push(
      [`chart ${name} against surface`, colour, bg.surface, ui],
      [`chart ${name} against the bar's track`, colour, bg.track, ui],
    );
  }
  list.push(
    ['progress fill against track', bg.brand, bg.track, ui],
    ['critical meter fill against track', border.critical, bg.track, ui],
  );
  for (const [name, colour] of Object.entries(avatar)) {
    if (name !== 'text') {
      list.push([`avatar initials on ${name}`, avatar.text, colour, text]);
    }
  }
  return list;
}

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as const)('%s theme colour contrast (WCAG 2.2 AA)', (_name, tokens) => {
  it.each(pairs(tokens.color))('%s', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
