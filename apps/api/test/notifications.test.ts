// Notifications (issue 36): each person's choice of which messages reach them and how, kept in
// one preferences table that every sender reads; the in-app list of what went "in the app";
// sign-ins from a new device always sent; concurrent saves; only one's own rows, ever.
import type { InAppNotifications, NotificationPreferences } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { seedQueries } from '../src/seed/insert.js';
import { addUser, latestCode, login } from './support/sign-in.js';
import { type Caller, callersFrom } from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.100', 140);

const PREFERENCES = '/web/user/email-notification';
const LIST = '/web/user/notifications';
const MARK_READ = '/web/user/notifications/mark-read';
const LOCKED_TEXT = 'Sign-ins from a new device are always sent: they cannot be turned off.';

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
function body<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const preferencesOf = async (caller: Caller) =>
  body<NotificationPreferences>(await caller.call('GET', PREFERENCES)).preferences;

const notificationsOf = async (caller: Caller) =>
  body<InAppNotifications>(await caller.call('GET', LIST));

const choose = (caller: Caller, preferences: unknown[]) =>
  caller.call('PUT', PREFERENCES, { preferences });

/** Everything the sandbox sent to `to`, newest first. */
async function outboxOf(to: string) {
  return sqlRows<{ channel: string; subject: string; body: string }>(
    server.db,
    `SELECT channel, subject, body FROM outbox_messages WHERE recipient = $1 AND code IS NULL
      ORDER BY created_at DESC, id DESC`,
    [to],
  );
}

let cards = 0;
/** A frozen card of the caller's own, so any purchase on it is declined (cardInactive). */
async function frozenCardOf(userId: number) {
  cards += 1;
  const id = 90_000 + cards;
  await seedQueries(server.db)
    .insertInto('cards')
    .values({
      id,
      company_id: COMPANY.northwind,
      user_id: userId,
      name: 'Frozen test card',
      last_four: String(4000 + cards),
      card_type: 'virtual',
      status: 'in-active',
      created_at: new Date('2026-01-05T10:00:00Z'),
    })
    .execute();
  return { id, lastFour: String(4000 + cards) };
}

const declinePurchase = (cardId: number) =>
  server.app.inject({
    method: 'POST',
    url: '/api/dev/card-issuer/authorizations',
    payload: { cardId, merchantId: 6, amount: 12.5 },
  });

describe('preferences', () => {
  it('starts with email and the app for every kind, SMS off, and reminders on Mondays', async () => {
    const { caller } = await callers.newUser();
    const preferences = await preferencesOf(caller);
    expect(preferences.map((p) => p.kind)).toEqual([
      'statements',
      'declinedPurchases',
      'missingReceipts',
      'payments',
      'invitationsAccepted',
      'documents',
      'newDeviceSignIn',
    ]);
    expect(preferences.find((p) => p.kind === 'missingReceipts')).toMatchObject({
      email: true,
      sms: false,
      inApp: true,
      isLocked: false,
      reminderDay: 'monday',
    });
    expect(preferences.find((p) => p.kind === 'newDeviceSignIn')).toEqual({
      kind: 'newDeviceSignIn',
      email: true,
      sms: false,
      inApp: true,
      isLocked: true,
      channels: ['email', 'inApp'],
    });
    expect(preferences.filter((p) => 'reminderDay' in p).map((p) => p.kind)).toEqual([
      'missingReceipts',
    ]);
  });

  it('saves the kinds sent and keeps the others', async () => {
    const { caller } = await callers.newUser();
    const saved = body<NotificationPreferences>(
      await choose(caller, [
        { kind: 'missingReceipts', email: false, sms: true, inApp: true, reminderDay: 'friday' },
        { kind: 'payments', email: false, sms: false, inApp: false },
      ]),
    ).preferences;
    expect(saved.find((p) => p.kind === 'missingReceipts')).toMatchObject({
      email: false,
      sms: true,
      inApp: true,
      reminderDay: 'friday',
    });
    expect(saved.find((p) => p.kind === 'payments')).toMatchObject({
      email: false,
      sms: false,
      inApp: false,
    });
    expect(saved.find((p) => p.kind === 'statements')).toMatchObject({ email: true, inApp: true });
    expect(await preferencesOf(caller)).toEqual(saved);
  });

  it('refuses what cannot be: a day on another kind, a kind twice, an unknown kind', async () => {
    const { caller } = await callers.newUser();
    const day = await choose(caller, [
      { kind: 'payments', email: true, sms: false, inApp: true, reminderDay: 'monday' },
    ]);
    expect(day.statusCode).toBe(400);
    expect(day.json()).toMatchObject({
      errors: { msg: 'Only the missing receipts reminder has a day.' },
    });
    const twice = await choose(caller, [
      { kind: 'payments', email: true, sms: false, inApp: true },
      { kind: 'payments', email: false, sms: false, inApp: true },
    ]);
    expect(twice.statusCode).toBe(400);
    const unknown = await choose(caller, [
      { kind: 'birthdays', email: true, sms: false, inApp: true },
    ]);
    expect(unknown.statusCode).toBe(400);
    const none = await choose(caller, []);
    expect(none.statusCode).toBe(400);
    // Nothing of a refused save is kept.
    expect((await preferencesOf(caller)).find((p) => p.kind === 'payments')).toMatchObject({
      email: true,
    });
  });

  it('answers in the request’s language', async () => {
    const { caller } = await callers.newUser();
    const refused = await caller.call(
      'PUT',
      PREFERENCES,
      { preferences: [{ kind: 'newDeviceSignIn', email: false, sms: false, inApp: true }] },
      { lang: 'es' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: {
        msg: 'Los inicios de sesión desde un dispositivo nuevo siempre se envían: no se pueden desactivar.',
      },
    });
  });
});

describe('sign-ins from a new device', () => {
  it('cannot be turned off, by any channel', async () => {
    const { user, caller } = await callers.newUser();
    for (const change of [
      { email: false, sms: false, inApp: true },
      { email: true, sms: false, inApp: false },
      { email: true, sms: true, inApp: true },
    ]) {
      const refused = await choose(caller, [{ kind: 'newDeviceSignIn', ...change }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { msg: LOCKED_TEXT } });
    }
    // Sent as it is, it is accepted and changes nothing.
    const same = await choose(caller, [
      { kind: 'newDeviceSignIn', email: true, sms: false, inApp: true },
    ]);
    expect(same.statusCode, same.body).toBe(200);
    const rows = await sqlRows(
      server.db,
      'SELECT 1 FROM notification_preferences WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('is emailed and listed in the app when a company lets only trusted devices in', async () => {
    const user = await addUser(server.db, { companyId: COMPANY.eu, role: 'admin' });
    const refused = await login(server.app, user.email, { ip: '198.51.100.139' });
    expect(refused.statusCode).toBe(423);
    const [mail] = await outboxOf(user.email);
    expect(mail?.subject).toBe('Approve a new device for your Outlay account');
    const [row] = await sqlRows<{ kind: string; details: { device?: string } }>(
      server.db,
      'SELECT kind, details FROM in_app_notifications WHERE user_id = $1',
      [user.id],
    );
    expect(row?.kind).toBe('newDeviceSignIn');
    // The app says a device tried; the approval link stays in the email.
    expect(JSON.stringify(row?.details)).not.toContain('approve-device');
  });
});

describe('what the senders send', () => {
  it('sends a declined purchase by each channel chosen, and by no other', async () => {
    const { user, caller } = await callers.newUser();
    const card = await frozenCardOf(user.id);
    const sms = `${user.countryCallingCode}${user.phoneNumber}`.replace(/\D/g, '');

    // Defaults: email and the app.
    expect((await declinePurchase(card.id)).json()).toMatchObject({ approved: false });
    const [email] = await outboxOf(user.email);
    expect(email?.subject).toBe(`A purchase on your card ending in ${card.lastFour} was declined`);
    expect(email?.body).toContain('$12.50');
    expect(email?.body).toContain('the card is not active.');
    let listed = await notificationsOf(caller);
    expect(listed.unreadCount).toBe(1);
    expect(listed.notifications[0]).toMatchObject({
      kind: 'declinedPurchases',
      details: { amount: 1250, currency: 'USD', lastFour: card.lastFour },
      readAt: null,
    });
    expect(await outboxOf(sms)).toHaveLength(0);

    // Email off, SMS on: a text, no email, still in the app.
    body(
      await choose(caller, [{ kind: 'declinedPurchases', email: false, sms: true, inApp: true }]),
    );
    await declinePurchase(card.id);
    expect(await outboxOf(user.email)).toHaveLength(1);
    const texts = await outboxOf(sms);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain(`card ${card.lastFour} was declined`);
    listed = await notificationsOf(caller);
    expect(listed.unreadCount).toBe(2);

    // Everything off: nothing anywhere.
    body(
      await choose(caller, [{ kind: 'declinedPurchases', email: false, sms: false, inApp: false }]),
    );
    await declinePurchase(card.id);
    expect(await outboxOf(user.email)).toHaveLength(1);
    expect(await outboxOf(sms)).toHaveLength(1);
    expect((await notificationsOf(caller)).unreadCount).toBe(2);
  });

  it('tells the inviter when the invitation is accepted, as the inviter chose', async () => {
    const { user: inviter, caller } = await callers.newUser({ role: 'admin' });
    body(
      await choose(caller, [
        { kind: 'invitationsAccepted', email: false, sms: false, inApp: true },
      ]),
    );
    const invitee = await addUser(server.db, { firstName: 'Ana', lastName: 'Silva' });
    await sqlRows(server.db, `UPDATE users SET needs_password_setup = true WHERE id = $1`, [
      invitee.id,
    ]);
    await sqlRows(
      server.db,
      `INSERT INTO invitations (company_id, user_id, invited_by, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $5::timestamptz + interval '14 days')`,
      [COMPANY.northwind, invitee.id, inviter.id, `hash-${invitee.email}`, server.clock.now()],
    );
    const before = (await outboxOf(inviter.email)).length;
    const code = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password/code',
      payload: { email: invitee.email },
    });
    expect(code.statusCode, code.body).toBe(200);
    const setUp = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password',
      payload: {
        email: invitee.email,
        code: await latestCode(server.app, invitee.email),
        newPassword: 'First-Password-26',
      },
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    expect(await outboxOf(inviter.email)).toHaveLength(before);
    const listed = await notificationsOf(caller);
    expect(listed.notifications[0]).toMatchObject({
      kind: 'invitationsAccepted',
      details: { name: 'Ana Silva', email: invitee.email },
    });
  });
});

describe('saving at once', () => {
  it('ends 16 identical concurrent saves with one consistent result', async () => {
    const { user, caller } = await callers.newUser();
    const change = [
      { kind: 'statements', email: false, sms: true, inApp: true },
      { kind: 'missingReceipts', email: true, sms: false, inApp: false, reminderDay: 'wednesday' },
      { kind: 'declinedPurchases', email: false, sms: false, inApp: true },
    ];
    const answers = await Promise.all(Array.from({ length: 16 }, () => choose(caller, change)));
    const bodies = answers.map((answer) => body<NotificationPreferences>(answer));
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    expect(await preferencesOf(caller)).toEqual(bodies[0]?.preferences);
    const rows = await sqlRows<{ kind: string }>(
      server.db,
      'SELECT kind FROM notification_preferences WHERE user_id = $1 ORDER BY kind',
      [user.id],
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'declinedPurchases',
      'missingReceipts',
      'statements',
    ]);
  });
});

describe('whose rows', () => {
  it('lets every role keep their own choices, and no one else’s', async () => {
    const people = await Promise.all(
      (['admin', 'manager', 'bookkeeper', 'employee'] as const).map((role) =>
        callers.newUser({ role }),
      ),
    );
    for (const [index, { caller }] of people.entries()) {
      body(
        await choose(caller, [
          { kind: 'payments', email: index % 2 === 0, sms: false, inApp: true },
        ]),
      );
    }
    for (const [index, { caller }] of people.entries()) {
      expect((await preferencesOf(caller)).find((p) => p.kind === 'payments')?.email).toBe(
        index % 2 === 0,
      );
    }
  });

  it('lists and marks read only one’s own notifications, in one’s own company', async () => {
    const mine = await callers.newUser();
    const theirs = await callers.newUser();
    const elsewhere = await callers.newUser({ companyId: COMPANY.mexico, role: 'admin' });
    await declinePurchase((await frozenCardOf(mine.user.id)).id);
    await declinePurchase((await frozenCardOf(theirs.user.id)).id);
    const [own] = (await notificationsOf(mine.caller)).notifications;
    const [other] = (await notificationsOf(theirs.caller)).notifications;
    expect(own?.id).toBeDefined();
    expect(other?.id).not.toBe(own?.id);
    expect((await notificationsOf(elsewhere.caller)).notifications).toEqual([]);

    // Someone else's id changes nothing, for anyone.
    const foreign = body<InAppNotifications>(
      await mine.caller.call('POST', MARK_READ, { ids: [other?.id] }),
    );
    expect(foreign.unreadCount).toBe(1);
    body(await elsewhere.caller.call('POST', MARK_READ, {}));
    expect((await notificationsOf(theirs.caller)).unreadCount).toBe(1);

    const read = body<InAppNotifications>(
      await mine.caller.call('POST', MARK_READ, { ids: [own?.id] }),
    );
    expect(read.unreadCount).toBe(0);
    expect(read.notifications[0]?.readAt).not.toBeNull();
    expect((await notificationsOf(theirs.caller)).unreadCount).toBe(1);
  });

  it('refuses callers without a session', async () => {
    for (const [method, url] of [
      ['GET', PREFERENCES],
      ['PUT', PREFERENCES],
      ['GET', LIST],
      ['POST', MARK_READ],
    ] as const) {
      const response = await server.app.inject({ method, url: `/api/v2${url}`, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
