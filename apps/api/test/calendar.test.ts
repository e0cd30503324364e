import { describe, expect, it } from 'vitest';
import { todayIn } from '../src/dashboard/calendar.js';

describe('today in a time zone', () => {
  it('turns at midnight there, to the second', () => {
    // New York is UTC-5 in January.
    expect(todayIn('America/New_York', new Date('2026-01-06T04:59:00Z'))).toBe('2026-01-05');
    expect(todayIn('America/New_York', new Date('2026-01-06T04:59:59.999Z'))).toBe('2026-01-05');
    expect(todayIn('America/New_York', new Date('2026-01-06T05:00:00Z'))).toBe('2026-01-06');
  });

  it('is its own in each zone at the same instant', () => {
    const instant = new Date('2026-03-02T20:30:00Z');
    expect(todayIn('America/Mexico_City', instant)).toBe('2026-03-02');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-03-03');
    expect(todayIn('America/Mexico_City', instant)).toBe('2026-03-02');
  });

  it('follows a clock that goes back', () => {
    expect(todayIn('Europe/London', new Date('2026-05-01T12:00:00Z'))).toBe('2026-05-01');
    expect(todayIn('Europe/London', new Date('2026-04-30T12:00:00Z'))).toBe('2026-04-30');
  });
});
