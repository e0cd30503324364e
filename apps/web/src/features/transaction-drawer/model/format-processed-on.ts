// 'MMM DD, YYYY hh:mm A z' (spec part 2 §9) in the company's time zone: "Jan 03, 2026 09:12 AM
// EST". The month and the day period are the reader's language; the zone is its short name.
import { formatMonthDayYear } from '@/lib/format/dates';

export function formatProcessedOn(value: string, locale: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const hour = part('hour').padStart(2, '0');
  const time = `${hour}:${part('minute')} ${part('dayPeriod').toUpperCase()}`.trim();
  return `${formatMonthDayYear(date, locale, timeZone)} ${time} ${part('timeZoneName')}`.trim();
}
