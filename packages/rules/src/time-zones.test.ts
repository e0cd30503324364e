import { describe, expect, it } from 'vitest';
import { CARD_SERVICE_TIME_ZONES, timeZoneOfCardService } from './time-zones';

describe('card-service time zones (spec part 1 §9)', () => {
  it('names a zone the runtime knows for every card service', () => {
    for (const zone of Object.values(CARD_SERVICE_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });

  it('counts Mexican days in Mexico City and Canadian ones in Canada Central', () => {
    expect(timeZoneOfCardService('tutuka')).toBe('America/Mexico_City');
    expect(timeZoneOfCardService('marqeta-canada')).toBe('America/Winnipeg');
    expect(timeZoneOfCardService('stripe-eur')).toBe('Africa/Tunis');
  });
});
