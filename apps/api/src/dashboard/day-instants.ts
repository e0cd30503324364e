import { sql } from 'kysely';
import type { Day } from './calendar.js';

// A calendar day's bounds as instants where the company is: midnight in its time zone,
// computed by the database, which knows every zone's rules (`AT TIME ZONE` has no builder in
// Kysely, so these are typed SQL fragments).

/** The first instant of `day` in `timeZone`. */
export const startOf = (day: Day, timeZone: string) =>
  sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${timeZone}`;

/** The first instant after `day` in `timeZone`. */
export const endOf = (day: Day, timeZone: string) =>
  sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${timeZone}`;
