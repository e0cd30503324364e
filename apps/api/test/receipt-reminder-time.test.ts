// The weekly reminder's calendar (issue 37): ISO weeks across year ends, a person's weekday
// and morning in their own zone, and the next 09:00 of a zone across a change of its clocks.
import { describe, expect, it } from 'vitest';
import {
  instantAtLocalHour,
  isoWeekOf,
  nextReminderMorning,
  reminderWeekDue,
} from '../src/receipt-inbox/reminder-time.js';

describe('the weekly reminder calendar', () => {
  it('names ISO weeks by their Thursday', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2026-03-02')).toBe('2026-W10');
    expect(isoWeekOf('2026-03-08')).toBe('2026-W10');
    expect(isoWeekOf('2026-03-09')).toBe('2026-W11');
    // A Monday in December that is already the next year's week 1.
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    // A Friday in January still in the year before's week 53.
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
  });

  it("is due on the person's weekday from 09:00 where they are, until the day ends", () => {
    const tokyoMonday = { timeZone: 'Asia/Tokyo', weekday: 1 };
    expect(reminderWeekDue(tokyoMonday, new Date('2026-03-01T23:59:59Z'))).toBeNull();
    expect(reminderWeekDue(tokyoMonday, new Date('2026-03-02T00:00:00Z'))).toBe('2026-W10');
    expect(reminderWeekDue(tokyoMonday, new Date('2026-03-02T14:59:59Z'))).toBe('2026-W10');
    expect(reminderWeekDue(tokyoMonday, new Date('2026-03-02T15:00:00Z'))).toBeNull();
    const mexicoMonday = { timeZone: 'America/Mexico_City', weekday: 1 };
    expect(reminderWeekDue(mexicoMonday, new Date('2026-03-02T14:59:59Z'))).toBeNull();
    expect(reminderWeekDue(mexicoMonday, new Date('2026-03-02T15:00:00Z'))).toBe('2026-W10');
    // Sunday night in Mexico City is Monday in UTC: not Monday's morning there yet.
    const sundayNight = new Date('2026-03-09T05:00:00Z');
    expect(reminderWeekDue({ timeZone: 'America/Mexico_City', weekday: 7 }, sundayNight)).toBe(
      '2026-W10',
    );
  });

  it("finds a zone's next 09:00 across its change of clocks and a half-hour offset", () => {
    // New York moves to daylight time on 2026-03-08: 09:00 is 14:00Z before, 13:00Z after.
    expect(instantAtLocalHour('America/New_York', '2026-03-07', 9).toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(instantAtLocalHour('America/New_York', '2026-03-08', 9).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(
      nextReminderMorning('Asia/Kolkata', new Date('2026-03-02T03:30:00Z')).toISOString(),
    ).toBe('2026-03-03T03:30:00.000Z');
    expect(
      nextReminderMorning('Asia/Kolkata', new Date('2026-03-02T03:29:59Z')).toISOString(),
    ).toBe('2026-03-02T03:30:00.000Z');
  });
});
