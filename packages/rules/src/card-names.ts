// A card's name, cut to its issuer's maximum (spec part 2 §9: 50 for Stripe US, UK and EUR,
// 30 for Galileo, 60 for Tutuka Mexico, Brazil and Colombia, 255 for Marqeta, 24 when the
// issuer is unknown). Keyed by the contract's CardServiceType, so a new card service fails to
// typecheck until it has a maximum here.
import type { CardService } from './time-zones';

export const CARD_NAME_MAX_LENGTH = {
  'stripe-us': 50,
  'stripe-uk': 50,
  'stripe-eur': 50,
  tutuka: 60,
  'tutuka-brazil': 60,
  'tutuka-colombia': 60,
  'marqeta-canada': 255,
  'marqeta-canada-usd': 255,
  'marqeta-us': 255,
  galileo: 30,
} as const satisfies Record<CardService, number>;

/** When the company's issuer is not known. */
export const UNKNOWN_ISSUER_NAME_MAX_LENGTH = 24;

export function cardNameMaxLength(cardService: CardService | undefined): number {
  return cardService === undefined
    ? UNKNOWN_ISSUER_NAME_MAX_LENGTH
    : CARD_NAME_MAX_LENGTH[cardService];
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const codePointsIn = (text: string) => text.match(/./gsu)?.length ?? 0;

/**
 * The first `max` characters (Unicode code points, as the contract's maxLength counts them),
 * never splitting a character a person sees as one (an emoji with its modifiers, an accent).
 */
export function cutToLength(text: string, max: number): string {
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    length += codePointsIn(segment);
    if (length > max) break;
    kept += segment;
  }
  return kept;
}

/** Spaces at the ends dropped and runs of spaces made one, then cut to the issuer's maximum. */
export function cardNameFor(name: string, cardService: CardService | undefined): string {
  const tidy = name.trim().replace(/\s+/g, ' ');
  return cutToLength(tidy, cardNameMaxLength(cardService)).trimEnd();
}
