import { describe, expect, it } from 'vitest';
import { formatProcessedOn } from './format-processed-on';

describe("'MMM DD, YYYY hh:mm A z' in the company's time zone", () => {
  it('writes the day, a 12-hour time and the zone', () => {
    expect(formatProcessedOn('2026-01-03T14:12:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Jan 03, 2026 09:12 AM EST',
    );
    expect(formatProcessedOn('2026-07-03T04:05:00.000Z', 'en-US', 'America/New_York')).toBe(
      'Jul 03, 2026 12:05 AM EDT',
    );
  });

  it('moves across midnight with the time zone', () => {
    expect(formatProcessedOn('2026-01-04T03:30:00.000Z', 'en-US', 'America/Mexico_City')).toMatch(
      /^Jan 03, 2026 09:30 PM /,
    );
  });

  it('names the month in the reader’s language, and is empty for no date', () => {
    expect(formatProcessedOn('2026-01-03T14:12:00.000Z', 'es-MX', 'America/Mexico_City')).toMatch(
      /^03 ene 2026 08:12/,
    );
    expect(formatProcessedOn('not a date', 'en-US', 'UTC')).toBe('');
  });
});
