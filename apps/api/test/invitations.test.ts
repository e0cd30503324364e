// Invitations (spec part 2 §2.5, §4, §5, §7): addresses checked in the list and the company,
// the emailed INVITE_USERS code spent once, names cleaned by the rules of @outlay/rules, the
// invitation email with its link, links that expire, are sent again or cancelled, and the
// invited person's first password completing theirs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { LEGAL_REP_COMPANY } from '../src/seed/login-gate.js';
import { latestCode, login } from './support/sign-in.js';
import { type Caller, callerFor, latestMessage, wrongCodeFor } from './support/signed-in-calls.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

let server: TestServer;
let admin: Caller;
let invitees = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
});
afterAll(() => server.close());

const ADMIN = 'admin@demo.outlay.test';
const newAddress = () => {
  invitees += 1;
  return `invitee${String(invitees)}.${Date.now().toString(36)}@example.com`;
};

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email,
  role: 'employee',
  isDelegate: false,
  isLegalRepresentative: false,
  ...overrides,
});

/** Emails the INVITE_USERS code to the caller and reads it from the outbox. */
async function inviteCode(caller: Caller, email: string) {
  server.clock.advanceSeconds(31);
  const sent = await caller.call('POST', '/multifactor-action-code/create', {
    actionType: 'INVITE_USERS',
    notificationType: 'EMAIL',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(server.app, email);
}

async function invite(caller: Caller, users: unknown[], email = ADMIN) {
  return caller.call('POST', '/web/user/invite-users', {
    users,
    actionCode: await inviteCode(caller, email),
  });
}

/** The token of the link in the newest invitation email to `to`. */
async function linkOf(app: FastifyInstance, to: string) {
  const message = await latestMessage(app, to);
  const match = /(https?:\/\/\S+\/client\/set-password\?\S+)/.exec(message.text);
  if (!match?.[1]) throw new Error(`No link in: ${message.text}`);
  const url = new URL(match[1]);
  return { message, url, token: url.searchParams.get('token') ?? '' };
}

const validity = (email: string, token: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v2/web/user/invite-validity',
    payload: { email, token },
  });

describe('validate-emails', () => {
  it('accepts new addresses and refuses, per address, those taken or repeated', async () => {
    const fresh = newAddress();
    const ok = await admin.call('POST', '/web/user/validate-emails', {
      users: [{ email: fresh, role: 'employee' }],
    });
    expect(ok.json()).toEqual({ status: true, msg: 'Every address can be invited.' });

    const refused = await admin.call('POST', '/web/user/validate-emails', {
      users: [
        { email: fresh, role: 'admin' },
        { email: 'EMPLOYEE@demo.outlay.test', role: 'employee' },
        { email: fresh.toUpperCase(), role: 'employee' },
        // Another company's person is not this admin's to learn about: not named here.
        { email: 'mx.admin@demo.outlay.test', role: 'employee' },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: {
        msg: 'Email already subscribed.',
        code: 'CONFLICT',
        fields: {
          'users.1.email': 'Email already subscribed.',
          'users.2.email': 'Email already subscribed.',
        },
      },
    });
  });

  it('answers an address of another company as it answers a free one', async () => {
    const answers = [];
    for (const email of [newAddress(), 'MX.Admin@demo.outlay.test', 'br.admin@demo.outlay.test']) {
      const response = await admin.call('POST', '/web/user/validate-emails', {
        users: [{ email, role: 'employee' }],
      });
      answers.push([response.statusCode, response.body]);
    }
    const [free] = answers;
    expect(free?.[0]).toBe(200);
    expect(answers).toEqual([free, free, free]);
  });

  it('speaks the caller’s language', async () => {
    const refused = await admin.call(
      'POST',
      '/web/user/validate-emails',
      { users: [{ email: 'employee@demo.outlay.test', role: 'employee' }] },
      { lang: 'es' },
    );
    expect(refused.json()).toMatchObject({ errors: { msg: 'Este correo ya está registrado.' } });
  });

  it('refuses Bookkeeper where the company has not the option', async () => {
    const uk = await callerFor(server.app, 'uk.admin@demo.outlay.test', '203.0.113.90');
    const response = await uk.call('POST', '/web/user/validate-emails', {
      users: [{ email: newAddress(), role: 'bookkeeper' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { msg: 'Your company cannot invite bookkeepers.' },
    });
  });

  it('refuses a malformed address through the contract', async () => {
    const response = await admin.call('POST', '/web/user/validate-emails', {
      users: [{ email: 'not-an-address', role: 'employee' }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('invite-users', () => {
  it('spends the emailed code, invites everyone and emails each their link', async () => {
    const one = newAddress();
    const two = newAddress();
    const response = await invite(admin, [
      person(one, { firstName: 'mary-jane', lastName: 'VAN DER BERG' }),
      person(two, { role: 'admin', isDelegate: true, firstName: 'x'.repeat(60) }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, msg: '2 invitations have been sent.' });

    const rows = await sqlRows<{
      email: string;
      first_name: string;
      last_name: string;
      role: string;
      needs_password_setup: boolean;
      is_delegate: boolean;
      is_physical_card_creation_enable: boolean;
      is_virtual_card_creation_enable: boolean;
    }>(
      server.db,
      `SELECT email, first_name, last_name, role, needs_password_setup, is_delegate,
              is_physical_card_creation_enable, is_virtual_card_creation_enable
         FROM users WHERE email = ANY($1::text[]) ORDER BY email`,
      [[one, two]],
    );
    expect(rows).toEqual([
      {
        email: one,
        // Title-cased as typed, capitals inside a word kept, SHOUTING lowered.
        first_name: 'Mary-Jane',
        last_name: 'Van Der Berg',
        role: 'employee',
        needs_password_setup: true,
        is_delegate: false,
        is_physical_card_creation_enable: true,
        is_virtual_card_creation_enable: true,
      },
      {
        email: two,
        // Northwind's cards are Stripe's: names are cut at 50.
        first_name: `X${'x'.repeat(49)}`,
        last_name: 'Doe',
        role: 'admin',
        needs_password_setup: true,
        is_delegate: true,
        is_physical_card_creation_enable: false,
        is_virtual_card_creation_enable: false,
      },
    ]);

    const { message, url, token } = await linkOf(server.app, one);
    expect(message.subject).toBe('Avery Collins invited you to Northwind Supply on Outlay');
    expect(message.text).toContain('within 14 days');
    expect(url.pathname).toBe('/client/set-password');
    expect(url.searchParams.get('email')).toBe(one);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's SHA-256 is stored.
    const stored = await sqlRows(server.db, 'SELECT 1 FROM invitations WHERE token_hash = $1', [
      token,
    ]);
    expect(stored).toHaveLength(0);
    expect((await validity(one, token)).json()).toEqual({ state: 'CREATED' });
    expect((await validity(two, token)).json()).toEqual({ state: 'EXPIRED' });

    const audit = await sqlRows<{ action: string }>(
      server.db,
      `SELECT e.action FROM team_audit_events e JOIN users u ON u.id = e.subject_id
        WHERE u.email = $1`,
      [two],
    );
    expect(audit.map((row) => row.action)).toEqual(['user.invited']);

    // Invited twice: the second list is refused whole.
    const again = await invite(admin, [person(newAddress()), person(one)]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { fields: { 'users.1.email': 'Email already subscribed.' } },
    });
  });

  it("answers another company's address as an invitation, and tells only its owner", async () => {
    const free = newAddress();
    const response = await invite(admin, [person(free), person('mx.admin@demo.outlay.test')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, msg: '2 invitations have been sent.' });
    const [mexican] = await sqlRows<{ company_id: number; needs_password_setup: boolean }>(
      server.db,
      "SELECT company_id, needs_password_setup FROM users WHERE email = 'mx.admin@demo.outlay.test'",
    );
    expect(mexican).toMatchObject({ needs_password_setup: false });
    expect(mexican?.company_id).toBe(COMPANY.mexico);
    const notice = await latestMessage(server.app, 'mx.admin@demo.outlay.test');
    expect(notice.subject).toBe('Avery Collins invited you to Northwind Supply on Outlay');
    expect(notice.text).toContain('already has an Outlay account with another company');
    expect(notice.text).not.toMatch(/set-password/);
    expect((await linkOf(server.app, free)).token).not.toBe('');
  });

  it('invites nobody when the code is wrong, and keeps the code for a corrected list', async () => {
    const email = newAddress();
    const code = await inviteCode(admin, ADMIN);
    const wrong = await admin.call('POST', '/web/user/invite-users', {
      users: [person(email)],
      actionCode: wrongCodeFor(code),
    });
    // 400, never 401: on a signed-in call a 401 means "refresh the session".
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { code: 'CODE_INCORRECT' } });
    const taken = await admin.call('POST', '/web/user/invite-users', {
      users: [person('employee@demo.outlay.test')],
      actionCode: code,
    });
    expect(taken.statusCode).toBe(409);
    const right = await admin.call('POST', '/web/user/invite-users', {
      users: [person(email)],
      actionCode: code,
    });
    expect(right.statusCode, right.body).toBe(200);
    const reused = await admin.call('POST', '/web/user/invite-users', {
      users: [person(newAddress())],
      actionCode: code,
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses names with other characters, delegates of other roles and two owners', async () => {
    const digits = await admin.call('POST', '/web/user/invite-users', {
      users: [person(newAddress(), { firstName: 'Jane2' })],
      actionCode: '123456',
    });
    expect(digits.statusCode).toBe(400);
    const delegate = await invite(admin, [
      person(newAddress(), { role: 'bookkeeper', isDelegate: true }),
    ]);
    expect(delegate.json()).toMatchObject({
      errors: { msg: 'Only admins and employees can be signed up directly.' },
    });
    const owners = await invite(admin, [
      person(newAddress(), { isLegalRepresentative: true }),
      person(newAddress(), { isLegalRepresentative: true }),
    ]);
    expect(owners.statusCode).toBe(400);
  });

  it('invites the Primary Account Owner: the company is confirmed with them', async () => {
    const owner = await callerFor(server.app, 'legalrep@demo.outlay.test', '203.0.113.91');
    const email = newAddress();
    const response = await invite(
      owner,
      [person(email, { role: 'admin', isLegalRepresentative: true })],
      'legalrep@demo.outlay.test',
    );
    expect(response.statusCode, response.body).toBe(200);
    const owners = await sqlRows<{ email: string }>(
      server.db,
      'SELECT email FROM users WHERE company_id = $1 AND legal_representative',
      [LEGAL_REP_COMPANY.id],
    );
    expect(owners.map((row) => row.email)).toEqual([email]);
    const [company] = await sqlRows<{ confirmed: boolean }>(
      server.db,
      'SELECT legal_representative_confirmed AS confirmed FROM companies WHERE id = $1',
      [LEGAL_REP_COMPANY.id],
    );
    expect(company?.confirmed).toBe(true);
  });
});

describe('the invitation link', () => {
  it('holds 14 days, then expires; sent again it holds anew and the old one does not', async () => {
    const email = newAddress();
    expect((await invite(admin, [person(email)])).statusCode).toBe(200);
    const first = await linkOf(server.app, email);
    const members = await admin.call('POST', '/web/user/get-paginated-users', { search: email });
    const [member] = members.json<{ users: { id: string; invitation: { state: string } }[] }>()
      .users;
    expect(member?.invitation.state).toBe('CREATED');

    const tooSoon = await admin.call('POST', '/web/user/resend-invitation', { userId: member?.id });
    expect(tooSoon.statusCode).toBe(429);

    server.clock.advanceSeconds(14 * 86_400 + 1);
    expect((await validity(email, first.token)).json()).toEqual({ state: 'EXPIRED' });
    // Two weeks on, the admin signs in again.
    admin = await callerFor(server.app, ADMIN);
    const expired = await admin.call('POST', '/web/user/get-paginated-users', { search: email });
    expect(expired.json()).toMatchObject({ users: [{ invitation: { state: 'EXPIRED' } }] });
    // An expired invitation's code request is silent and sends nothing.
    await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password/code',
      payload: { email },
    });
    expect((await latestMessage(server.app, email)).code).toBeNull();

    const resent = await admin.call('POST', '/web/user/resend-invitation', { userId: member?.id });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      msg: `The invitation has been sent again to ${email}.`,
      user: { status: 'pending', invitation: { state: 'CREATED' } },
    });
    const second = await linkOf(server.app, email);
    expect(second.token).not.toBe(first.token);
    expect((await validity(email, second.token)).json()).toEqual({ state: 'CREATED' });
    expect((await validity(email, first.token)).json()).toEqual({ state: 'EXPIRED' });

    // The person sets a password: the link is COMPLETED and they sign in.
    await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password/code',
      payload: { email },
    });
    const code = await latestCode(server.app, email);
    const setUp = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password',
      payload: { email, code, newPassword: 'First-Password-26' },
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    expect((await validity(email, second.token)).json()).toEqual({ state: 'COMPLETED' });
    expect((await login(server.app, email, { password: 'First-Password-26' })).statusCode).toBe(
      200,
    );
    const active = await admin.call('POST', '/web/user/get-paginated-users', { search: email });
    expect(active.json()).toMatchObject({ users: [{ status: 'active', invitation: null }] });
  });

  it('cancelled, stops holding and frees the address', async () => {
    const email = newAddress();
    expect((await invite(admin, [person(email)])).statusCode).toBe(200);
    const { token } = await linkOf(server.app, email);
    const members = await admin.call('POST', '/web/user/get-paginated-users', { search: email });
    const [member] = members.json<{ users: { id: string }[] }>().users;
    const cancelled = await admin.call('POST', '/web/user/cancel-invitation', {
      userId: member?.id,
    });
    expect(cancelled.json()).toEqual({ msg: `The invitation to ${email} has been cancelled.` });
    expect((await validity(email, token)).json()).toEqual({ state: 'EXPIRED' });
    const again = await admin.call('POST', '/web/user/cancel-invitation', { userId: member?.id });
    expect(again.statusCode).toBe(404);
    const free = await admin.call('POST', '/web/user/validate-emails', {
      users: [{ email, role: 'employee' }],
    });
    expect(free.statusCode).toBe(200);
  });

  it('answers EXPIRED for an unknown pair and is public', async () => {
    const response = await validity('nobody@example.com', 'A'.repeat(43));
    expect(response.json()).toEqual({ state: 'EXPIRED' });
  });
});
