import { CARD_SERVICE_TIME_ZONES } from '@outlay/rules';
import { describe, expect, it } from 'vitest';
import type { CardServiceType } from '@outlay/api-client';
import { dateFormatFor, dateOrderFor, formatDate, formatMonthDayYear, timeZoneFor } from './dates';

describe('date order by region (spec part 1 §9)', () => {
  it.each([
    ['MX', 'DMY'],
    ['BR', 'DMY'],
    ['CO', 'DMY'],
    ['GB', 'DMY'],
    ['UK', 'DMY'],
    ['EU', 'DMY'],
    ['IE', 'DMY'],
    ['DE', 'DMY'],
    ['es', 'DMY'],
    ['CA', 'YMD'],
    ['US', 'MDY'],
    ['PE', 'MDY'],
    ['CL', 'MDY'],
    ['UY', 'MDY'],
  ])('%s reads %s', (countryCode, order) => {
    expect(dateOrderFor(countryCode)).toBe(order);
  });
});

describe('time zone by card service (spec part 1 §9)', () => {
  it.each([
    ['stripe-us', 'America/New_York'],
    ['stripe-uk', 'Europe/London'],
    ['stripe-eur', 'Africa/Tunis'],
    ['tutuka', 'America/Mexico_City'],
    ['tutuka-brazil', 'America/Sao_Paulo'],
    ['tutuka-colombia', 'America/Bogota'],
    ['marqeta-canada', 'America/Winnipeg'],
    ['marqeta-canada-usd', 'America/Winnipeg'],
    ['marqeta-us', 'America/New_York'],
    ['galileo', 'America/New_York'],
  ] as const)('%s shows dates in %s', (service, zone) => {
    expect(timeZoneFor(service)).toBe(zone);
  });

  it('covers the seven zones the spec names, each a zone Intl knows', () => {
    const zones = new Set(Object.values(CARD_SERVICE_TIME_ZONES));
    expect(zones.size).toBe(7);
    for (const zone of zones) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    }
  });
});

describe('formatDate', () => {
  const company = (countryCode: string, cardServiceType: CardServiceType) =>
    dateFormatFor({ countryCode, cardServiceType });

  it.each([
    // The same instant, 02:30 UTC on 1 March 2026, in each market.
    ['US', 'stripe-us', '02/28/2026'],
    ['GB', 'stripe-uk', '01/03/2026'],
    ['IE', 'stripe-eur', '01/03/2026'],
    ['MX', 'tutuka', '28/02/2026'],
    ['BR', 'tutuka-brazil', '28/02/2026'],
    ['CO', 'tutuka-colombia', '28/02/2026'],
    ['CA', 'marqeta-canada', '2026/02/28'],
  ] as const)('%s on %s shows 2026-03-01T02:30Z as %s', (country, service, expected) => {
    expect(formatDate('2026-03-01T02:30:00Z', company(country, service))).toBe(expected);
  });

  it('keeps a calendar date as it is, whatever the zone', () => {
    expect(formatDate('2026-03-01', company('US', 'stripe-us'))).toBe('03/01/2026');
    expect(formatDate('2026-03-01', company('CA', 'marqeta-canada'))).toBe('2026/03/01');
  });

  it('takes a Date and follows summer time', () => {
    const format = company('GB', 'stripe-uk');
    expect(formatDate(new Date('2026-07-15T23:30:00Z'), format)).toBe('16/07/2026');
    expect(formatDate(new Date('2026-01-15T23:30:00Z'), format)).toBe('15/01/2026');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date', company('US', 'stripe-us'))).toBe('');
    expect(formatDate('2026-02-30', company('US', 'stripe-us'))).toBe('');
    expect(formatDate('2026-13-01', company('US', 'stripe-us'))).toBe('');
  });

  it('knows leap days', () => {
    expect(formatDate('2024-02-29', company('US', 'stripe-us'))).toBe('02/29/2024');
    expect(formatDate('2028-02-29T12:00:00Z', company('GB', 'stripe-uk'))).toBe('29/02/2028');
  });

  it('shows nothing in a time zone Intl does not know', () => {
    expect(formatDate('2026-03-01T02:30:00Z', { order: 'MDY', timeZone: 'Nowhere/Land' })).toBe('');
  });
});

describe("formatMonthDayYear ('MMM DD, YYYY' in English, each language's own order elsewhere)", () => {
  it.each([
    ['2026-03-01', 'en-US', 'Mar 01, 2026'],
    ['2026-11-01', 'es-MX', '01 nov 2026'],
    ['2026-03-31', 'es-MX', '31 mar 2026'],
    ['2026-11-01', 'pt-BR', '01 de nov. de 2026'],
    ['2026-02-05', 'pt-BR', '05 de fev. de 2026'],
    ['2026-12-09', 'en-US', 'Dec 09, 2026'],
  ])('%s in %s is %s', (value, locale, expected) => {
    expect(formatMonthDayYear(value, locale)).toBe(expected);
  });

  it('reads an instant in the time zone given', () => {
    expect(formatMonthDayYear('2026-03-01T02:30:00Z', 'en-US', 'America/New_York')).toBe(
      'Feb 28, 2026',
    );
    expect(formatMonthDayYear('nope', 'en-US')).toBe('');
  });
});
