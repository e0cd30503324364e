import { describe, expect, it } from 'vitest';
import { cardNameFor, cardNameMaxLength, cutToLength } from './card-names';

describe('card names', () => {
  it("uses the issuer's maximum from the spec", () => {
    expect(cardNameMaxLength('stripe-us')).toBe(50);
    expect(cardNameMaxLength('galileo')).toBe(30);
    expect(cardNameMaxLength('tutuka-brazil')).toBe(60);
    expect(cardNameMaxLength('marqeta-canada')).toBe(255);
    expect(cardNameMaxLength(undefined)).toBe(24);
  });

  it('tidies spaces and cuts the name to the maximum without a trailing space', () => {
    expect(cardNameFor('  Team   travel ', 'stripe-us')).toBe('Team travel');
    expect(cardNameFor('a'.repeat(80), 'stripe-us')).toHaveLength(50);
    expect(cardNameFor(`${'a'.repeat(29)} b`, 'galileo')).toBe('a'.repeat(29));
    expect(cardNameFor('Año nuevo 🎉 fiesta de la oficina', undefined)).toBe(
      'Año nuevo 🎉 fiesta de la',
    );
  });
});

describe('cutToLength', () => {
  it('never splits a character a person sees as one', () => {
    expect(cutToLength('ab👍🏽c', 3)).toBe('ab');
    expect(cutToLength('ab👍🏽c', 4)).toBe('ab👍🏽');
  });
});
