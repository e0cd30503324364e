export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];

function isLang(value: string): value is Lang {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8`),
 * by quality then order; English when nothing matches.
 */
export function pickLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? 'en';
}
