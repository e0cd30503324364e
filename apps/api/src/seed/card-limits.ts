// The demo's card limits as an issuer would have authorised them (issue 43 #14): the seed gives
// cards limits before their 18 months of entries exist, so a card could show "$32,673.30 of
// $5,000.00 in all", which no issuer lets happen. Run after every area that adds card entries,
// each limited active card's limit is raised, where needed, above the most it spent in one
// period (ever, for a lifetime limit; in any calendar month of its company's time zone, for a
// monthly one) with a quarter to spare, in whole thousands, so the bars show room left.
import { CARD_SERVICE_TIME_ZONES } from '@outlay/rules';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';

const ZONES = Object.entries(CARD_SERVICE_TIME_ZONES);

export async function seedCardLimits(db: Db) {
  // The seed writes every company's rows.
  await kyselyAcrossCompanies(db)
    .with('zones', (q) =>
      q
        .selectFrom(
          // A table of two lists side by side: Kysely has no builder for unnest's column names.
          sql<{
            card_service_type: string;
            zone: string;
          }>`unnest(${ZONES.map(([service]) => service)}::text[], ${ZONES.map(([, zone]) => zone)}::text[])`.as<'z'>(
            sql`z (card_service_type, zone)`,
          ),
        )
        .selectAll(),
    )
    .with('spent', (q) =>
      q
        .selectFrom('cards as c')
        .innerJoin('companies as co', 'co.id', 'c.company_id')
        .innerJoin('zones as z', 'z.card_service_type', 'co.card_service_type')
        .innerJoin('entries as e', (join) =>
          join
            .onRef('e.company_id', '=', 'c.company_id')
            .onRef('e.card_id', '=', 'c.id')
            .on('e.kind', '=', 'card'),
        )
        .select((eb) => [
          'c.id',
          eb.fn.sum<string>('e.amount').as('amount'),
          eb
            .case()
            .when('c.limit_period', '=', 'lifetime')
            .then(sql<string>`'ever'`)
            // `AT TIME ZONE` has no builder in Kysely.
            .else(
              sql<string>`to_char(${eb.ref('e.occurred_at')} AT TIME ZONE ${eb.ref('z.zone')}, 'YYYY-MM')`,
            )
            .end()
            .as('period'),
        ])
        .where('c.status', '=', 'active')
        .where('c.spend_limit', 'is not', null)
        // By the card's key, (company_id, id), which the CASE's limit_period depends on.
        .groupBy(['c.company_id', 'c.id', 'period']),
    )
    .with('most', (q) =>
      q
        .selectFrom('spent')
        .select((eb) => ['id', eb.fn.max('amount').as('amount')])
        .groupBy('id'),
    )
    .updateTable('cards as c')
    .from('most')
    .set((eb) => ({
      spend_limit: sql<string>`ceil(${eb.ref('most.amount')} * 1.25 / 1000) * 1000`,
    }))
    .whereRef('c.id', '=', 'most.id')
    .where((eb) => eb(sql<string>`${eb.ref('most.amount')} * 1.25`, '>', eb.ref('c.spend_limit')))
    .execute();
}
