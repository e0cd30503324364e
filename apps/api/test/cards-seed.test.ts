import { CARD_SERVICE_TIME_ZONES } from '@outlay/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboardServer } from './support/dashboard.js';
import type { TestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

// The demo's cards as an issuer would have them (issue 43 #14): no active card spent beyond
// its limit in the limit's period (ever, for a lifetime limit; any calendar month in the
// company's time zone, for a monthly one), and no active card for a person who has not
// accepted their invitation.

let server: TestServer;

beforeAll(async () => {
  server = await startDashboardServer();
}, 120_000);
afterAll(() => server.close());

const ZONES = Object.entries(CARD_SERVICE_TIME_ZONES);

describe('the demo cards', () => {
  it('have no active card spent beyond its limit in the limit’s period', async () => {
    const over = await sqlRows<{ id: number; limit: string; spent: string }>(
      server.db,
      `WITH zones (card_service_type, zone) AS (SELECT * FROM unnest($1::text[], $2::text[])),
            periods AS (
              SELECT c.id, c.spend_limit, e.amount,
                     CASE WHEN c.limit_period = 'lifetime' THEN 'ever'
                          ELSE to_char(e.occurred_at AT TIME ZONE z.zone, 'YYYY-MM') END AS period
                FROM cards c
                JOIN companies co ON co.id = c.company_id
                JOIN zones z ON z.card_service_type = co.card_service_type
                JOIN entries e ON e.card_id = c.id AND e.kind = 'card'
               WHERE c.status = 'active' AND c.spend_limit IS NOT NULL)
       SELECT id, spend_limit::text AS limit, sum(amount)::text AS spent
         FROM periods GROUP BY id, spend_limit, period
       HAVING sum(amount) > spend_limit
        ORDER BY id`,
      [ZONES.map(([service]) => service), ZONES.map(([, zone]) => zone)],
    );
    expect(over).toEqual([]);
    // The check reads real limits: some active cards have one, of both periods, and spend.
    const [limited] = await sqlRows<{ monthly: number; lifetime: number }>(
      server.db,
      `SELECT count(*) FILTER (WHERE limit_period = 'monthly')::int AS monthly,
              count(*) FILTER (WHERE limit_period = 'lifetime')::int AS lifetime
         FROM cards c
        WHERE status = 'active' AND spend_limit IS NOT NULL
          AND EXISTS (SELECT 1 FROM entries e WHERE e.card_id = c.id AND e.kind = 'card')`,
    );
    expect(limited?.monthly).toBeGreaterThan(5);
    expect(limited?.lifetime).toBeGreaterThan(5);
  });

  it('give no active card to a person who never accepted their invitation', async () => {
    const held = await sqlRows<{ email: string; status: string }>(
      server.db,
      `SELECT u.email, c.status FROM cards c JOIN users u ON u.id = c.user_id
        WHERE u.needs_password_setup AND c.status = 'active' ORDER BY u.email`,
    );
    expect(held).toEqual([]);
    // The seed has such people to check: invited@ and Lena Vogel.
    const [invited] = await sqlRows<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM users WHERE needs_password_setup',
    );
    expect(invited?.n).toBeGreaterThanOrEqual(2);
  });
});
