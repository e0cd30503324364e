// The demo's card limits as an issuer would have authorised them (issue 43 #14): the seed gives
// cards limits before their 18 months of entries exist, so a card could show "$32,673.30 of
// $5,000.00 in all", which no issuer lets happen. Run after every area that adds card entries,
// each limited active card's limit is raised, where needed, above the most it spent in one
// period (ever, for a lifetime limit; in any calendar month of its company's time zone, for a
// monthly one) with a quarter to spare, in whole thousands, so the bars show room left.
import { CARD_SERVICE_TIME_ZONES } from '@outlay/rules';
import type { Db } from '../db/db.js';

const ZONES = Object.entries(CARD_SERVICE_TIME_ZONES);

export async function seedCardLimits(db: Db) {
  await db.query(
    `WITH zones (card_service_type, zone) AS (SELECT * FROM unnest($1::text[], $2::text[])),
          spent AS (
            SELECT c.id, CASE WHEN c.limit_period = 'lifetime' THEN 'ever'
                              ELSE to_char(e.occurred_at AT TIME ZONE z.zone, 'YYYY-MM') END AS period,
                   sum(e.amount) AS amount
              FROM cards c
              JOIN companies co ON co.id = c.company_id
              JOIN zones z ON z.card_service_type = co.card_service_type
              JOIN entries e ON e.card_id = c.id AND e.kind = 'card'
             WHERE c.status = 'active' AND c.spend_limit IS NOT NULL
             GROUP BY c.id, 2),
          most AS (SELECT id, max(amount) AS amount FROM spent GROUP BY id)
     UPDATE cards c SET spend_limit = ceil(most.amount * 1.25 / 1000) * 1000
       FROM most
      WHERE c.id = most.id AND most.amount * 1.25 > c.spend_limit`,
    [ZONES.map(([service]) => service), ZONES.map(([, zone]) => zone)],
  );
}
