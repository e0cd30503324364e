// SPEI delivery dates (issue 40): the same day before STP's cut-off on a Mexican bank business
// day; otherwise the next business day, past weekends and the bank holidays date-holidays keeps.
import { describe, expect, it } from 'vitest';
import { speiDeliveryOf } from '../src/payments/spei-delivery.js';

/** A moment given in Mexico City time (UTC-6, no daylight saving since 2022). */
const mexicoCity = (local: string) => new Date(`${local}-06:00`);

describe('SPEI delivery date', () => {
  it.each([
    ['a Thursday morning', '2026-12-03T10:00:00', '2026-12-03', true],
    ['a Thursday after the 17:30 cut-off', '2026-12-03T17:30:00', '2026-12-04', false],
    ['a Friday evening: the Monday', '2026-12-04T18:00:00', '2026-12-07', false],
    ['a Saturday: the Monday', '2026-12-05T09:00:00', '2026-12-07', false],
    [
      'Friday 11 December late: Monday 14, past Guadalupe (12th, a Saturday)',
      '2026-12-11T20:00:00',
      '2026-12-14',
      false,
    ],
    [
      'Holy Wednesday late: past Holy Thursday, Friday and the weekend',
      '2026-04-01T18:00:00',
      '2026-04-06',
      false,
    ],
    ['1 November (a Sunday): past Día de los Difuntos', '2026-11-01T09:00:00', '2026-11-03', false],
    [
      'Christmas Eve late: past Christmas and the weekend',
      '2026-12-24T19:00:00',
      '2026-12-28',
      false,
    ],
  ])('%s', (_, local, date, sameDay) => {
    expect(speiDeliveryOf(mexicoCity(local))).toEqual({ date, sameDay, cutOff: '17:30' });
  });
});
