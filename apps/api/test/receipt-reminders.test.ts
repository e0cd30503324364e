// The weekly missing-receipts reminder on the job queue (issue 37): each cardholder with
// purchases still missing a receipt gets it on the weekday they chose, from 09:00 where they
// are (their profile's time zone, else the company's): one in Mexico City and one in Tokyo are
// found at their own mornings, not at each other's. One reminder per person and ISO week,
// however many sweeps run at once (16 here) and whatever the day is changed to; none for a
// person with nothing missing or who turned the reminder off. The mail is in the person's
// language, lists the purchases with their /transaction-receipt?token= links and links to
// Receipts; the SMS goes when they chose it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { REMINDER_QUEUE, REMINDER_SWEEP_QUEUE } from '../src/receipt-inbox/weekly-reminder.js';
import { sqlRows } from './support/sql-rows.js';
import { onPostgres } from './support/test-db.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

const COMPANY_ID = COMPANY.mexico;
// The seed's Mexican company: its admin has purchases without receipts; the others have none.
const MEXICO_CITY = { email: 'mx.admin@demo.outlay.test', phone: '5512345678' };
const TOKYO = { email: 'mx.finance@demo.outlay.test', phone: '5587654321' };
const NOTHING_MISSING = 'bulk.maker@demo.outlay.test';
const TURNED_OFF = 'bulk.checker@demo.outlay.test';

let server: TestServer;
const ids = new Map<string, number>();

const idOf = (email: string) => {
  const id = ids.get(email);
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
};

async function choose(email: string, choice: { email: boolean; sms: boolean; weekday: number }) {
  await sqlRows(
    server.db,
    `INSERT INTO notification_preferences
       (company_id, user_id, kind, email, sms, in_app, reminder_weekday, updated_at)
     VALUES ($1, $2, 'missingReceipts', $3, $4, $3, $5, now())
     ON CONFLICT (company_id, user_id, kind) DO UPDATE
       SET email = $3, sms = $4, in_app = $3, reminder_weekday = $5`,
    [COMPANY_ID, idOf(email), choice.email, choice.sms, choice.weekday],
  );
}

let nextEntry = 9_700_000;
/** A card purchase of `email` with no receipt. */
async function addPurchase(email: string, title: string) {
  nextEntry += 1;
  await sqlRows(
    server.db,
    `INSERT INTO entries (id, company_id, kind, user_id, occurred_at, posted_at, state, amount,
       title, search)
     VALUES ($1, $2, 'card', $3, '2026-02-27T18:00:00Z', '2026-02-27T18:00:00Z', 'posted', 48.5,
       $4, to_tsvector('simple', $4))`,
    [nextEntry, COMPANY_ID, idOf(email), title],
  );
  await sqlRows(
    server.db,
    `INSERT INTO card_transactions (entry_id, company_id, payment_type, transaction_type,
       transaction_status, transaction_amount, currency)
     VALUES ($1, $2, 'cards', 'debit', 'posted', 48.5, 'MXN')`,
    [nextEntry, COMPANY_ID],
  );
}

/** Moves the suite's clock to `iso` (forward only). */
function clockAt(iso: string) {
  const target = new Date(iso).getTime();
  const now = server.clock.now().getTime();
  expect(target).toBeGreaterThanOrEqual(now);
  server.clock.advance(target - now);
}

/** 16 sweeps of the company at once, as several servers' would run: how many they queued. */
async function sweepsAtOnce(): Promise<number> {
  const outcomes = await Promise.all(
    Array.from({ length: 16 }, () => server.services.receiptReminders.sweep(COMPANY_ID)),
  );
  return outcomes.reduce((sum, outcome) => sum + outcome.queued, 0);
}

/** The reminder jobs of the company, by person and week. */
async function reminderJobs() {
  return sqlRows<{ subject_id: string; state: string }>(
    server.db,
    `SELECT subject_id, state FROM background_jobs WHERE company_id = $1 AND queue = $2
      ORDER BY seq`,
    [COMPANY_ID, REMINDER_QUEUE],
  );
}

const reminderMails = (to: string) =>
  sqlRows<{ subject: string; body: string }>(
    server.db,
    `SELECT subject, body FROM outbox_messages
      WHERE channel = 'email' AND recipient = $1 AND body LIKE '%transaction-receipt?token=%'
      ORDER BY id`,
    [to],
  );

const reminderTexts = (phone: string) =>
  sqlRows<{ body: string }>(
    server.db,
    `SELECT body FROM outbox_messages
      WHERE channel = 'sms' AND recipient LIKE $1 AND body LIKE '%transaction-receipt?token=%'
      ORDER BY id`,
    [`%${phone}`],
  );

/** Waits until every reminder job queued so far has run. */
async function remindersSent() {
  await waitFor(async () => {
    const jobs = await reminderJobs();
    return jobs.every((job) => job.state === 'completed') ? jobs : undefined;
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await sqlRows<{ id: number; email: string }>(
    server.db,
    'SELECT id, email FROM users WHERE company_id = $1',
    [COMPANY_ID],
  );
  for (const row of rows) ids.set(row.email, row.id);
  // Mexico City is the company's own zone: the admin keeps none of their own.
  await sqlRows(server.db, `UPDATE users SET time_zone = NULL, language = 'es' WHERE id = $1`, [
    idOf(MEXICO_CITY.email),
  ]);
  await sqlRows(
    server.db,
    `UPDATE users SET time_zone = 'Asia/Tokyo', language = 'pt' WHERE id = $1`,
    [idOf(TOKYO.email)],
  );
  await addPurchase(TOKYO.email, 'Tokyo Stationery');
  await addPurchase(TURNED_OFF, 'Unreminded Café');
  await choose(MEXICO_CITY.email, { email: true, sms: false, weekday: 1 });
  await choose(TOKYO.email, { email: true, sms: true, weekday: 2 });
  await choose(TURNED_OFF, { email: false, sms: false, weekday: 1 });
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe(`the weekly missing-receipts reminder (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  it("queues each company's sweep for the next 09:00 in one of its people's zones", async () => {
    // The server queued one sweep for each company as it started; a second start adds none.
    const live = async () =>
      sqlRows<{ company_id: number; n: number }>(
        server.db,
        `SELECT company_id, count(*)::int AS n FROM background_jobs
          WHERE queue = $1 AND state = 'queued' GROUP BY company_id`,
        [REMINDER_SWEEP_QUEUE],
      );
    const before = await live();
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((row) => row.n === 1)).toBe(true);
    await server.services.receiptReminders.scheduleAll();
    expect(await live()).toEqual(before);

    const next = () => server.services.receiptReminders.nextSweepAt(server.db, COMPANY_ID);
    // Monday 2026-03-02 10:00Z: 04:00 in Mexico City, 19:00 in Tokyo.
    expect((await next()).toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });

  it("finds each person at their own weekday's morning, once however many sweeps run", async () => {
    // 08:59 in Mexico City (UTC-6), Monday 23:59 in Tokyo: no one's morning of their day.
    clockAt('2026-03-02T14:59:00Z');
    expect(await sweepsAtOnce()).toBe(0);

    // 09:00 in Mexico City, Monday: the admin, once across 16 sweeps at once; Tokyo is
    // already on Tuesday 00:00, before its morning.
    clockAt('2026-03-02T15:00:30Z');
    expect(await sweepsAtOnce()).toBe(1);
    // Past Mexico City's morning, Tokyo's (UTC+9) is the next sweep's.
    const next = await server.services.receiptReminders.nextSweepAt(server.db, COMPANY_ID);
    expect(next.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect((await reminderJobs()).map((job) => job.subject_id)).toEqual([
      `${String(idOf(MEXICO_CITY.email))}:2026-W10`,
    ]);

    // Later that Monday, Tuesday 08:59 in Tokyo: nothing new.
    clockAt('2026-03-02T23:59:00Z');
    expect(await sweepsAtOnce()).toBe(0);

    // Tuesday 09:00 in Tokyo, still Monday 18:00 in Mexico City: Tokyo's only.
    clockAt('2026-03-03T00:00:30Z');
    expect(await sweepsAtOnce()).toBe(1);
    await remindersSent();
    expect((await reminderJobs()).map((job) => job.subject_id)).toEqual([
      `${String(idOf(MEXICO_CITY.email))}:2026-W10`,
      `${String(idOf(TOKYO.email))}:2026-W10`,
    ]);

    // One mail each, in each person's language, with each purchase's link and Receipts'.
    const spanish = await reminderMails(MEXICO_CITY.email);
    expect(spanish).toHaveLength(1);
    expect(spanish[0]?.subject).toMatch(/compras siguen sin comprobante$/);
    expect(spanish[0]?.body).toContain('/client/receipts');
    expect(spanish[0]?.body.match(/\/client\/transaction-receipt\?token=/g)).toHaveLength(5);
    const portuguese = await reminderMails(TOKYO.email);
    expect(portuguese).toHaveLength(1);
    expect(portuguese[0]?.subject).toBe('1 compra ainda está sem comprovante');
    expect(portuguese[0]?.body).toContain('Tokyo Stationery');
    expect(portuguese[0]?.body).toContain('/client/receipts');
    expect(portuguese[0]?.body.match(/\/client\/transaction-receipt\?token=/g)).toHaveLength(1);
    // An SMS for the one who chose it.
    expect(await reminderTexts(TOKYO.phone)).toHaveLength(1);
    expect(await reminderTexts(MEXICO_CITY.phone)).toHaveLength(0);
    // Nothing for nothing missing, nor for a reminder turned off.
    expect(await reminderMails(NOTHING_MISSING)).toHaveLength(0);
    expect(await reminderMails(TURNED_OFF)).toHaveLength(0);
  });

  it('sends one a week even when the day is changed, and again the next week', async () => {
    // Moved to Wednesday after Monday's reminder: that week has had its one.
    await choose(MEXICO_CITY.email, { email: true, sms: false, weekday: 3 });
    clockAt('2026-03-04T15:00:30Z');
    expect(await sweepsAtOnce()).toBe(0);

    // The next Wednesday's 09:00 in Mexico City: the new week's.
    clockAt('2026-03-11T14:59:30Z');
    expect(await sweepsAtOnce()).toBe(0);
    clockAt('2026-03-11T15:00:30Z');
    expect(await sweepsAtOnce()).toBe(1);
    await remindersSent();
    expect(await reminderMails(MEXICO_CITY.email)).toHaveLength(2);
    expect(await reminderMails(TOKYO.email)).toHaveLength(1);
  });

  it('sends nothing once every purchase has its receipt', async () => {
    // Tokyo's next Tuesday, with its one purchase given a receipt: nothing to remind of.
    await sqlRows(
      server.db,
      `UPDATE entries SET receipt_count = 1 WHERE company_id = $1 AND user_id = $2`,
      [COMPANY_ID, idOf(TOKYO.email)],
    );
    clockAt('2026-03-17T00:00:30Z');
    expect(await sweepsAtOnce()).toBe(0);
    expect(await reminderMails(TOKYO.email)).toHaveLength(1);
  });
});
