// Delegates (issue 36, `/delegate-registration`; spec part 2 §2.5 "sign the user up directly",
// the Delegate badge): an admin registers someone who acts for them with the emailed code of
// REGISTER_DELEGATE; the delegate is emailed a set-up link, shows with the Delegate flag on the
// Team page, and what they change there is audited as done on behalf of that admin. The same
// registration sent 16 times at once registers one person.
import type { Delegates, ErrorBody, MembersPage } from '@outlay/api-client/schema';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { latestCode } from './support/sign-in.js';
import {
  type Caller,
  callersFrom,
  latestMessage,
  wrongCodeFor,
} from './support/signed-in-calls.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const callers = callersFrom(server, '198.51.108', 10);
let people = 0;

const newAddress = () => {
  people += 1;
  return `delegate${String(people)}.${Date.now().toString(36)}@example.com`;
};

/** Emails the REGISTER_DELEGATE code to the caller and reads it from the outbox. */
async function delegateCode(caller: Caller, email: string) {
  const sent = await caller.call('POST', '/multifactor-action-code/create', {
    actionType: 'REGISTER_DELEGATE',
    notificationType: 'EMAIL',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return latestCode(server.app, email);
}

const register = (caller: Caller, email: string, actionCode: string, lang?: string) =>
  caller.call(
    'POST',
    '/web/delegates',
    { firstName: 'rosa', lastName: 'díaz', email, role: 'employee', actionCode },
    lang ? { lang } : {},
  );

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape it expects, as with response.json<T>()
function body<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

describe('registering a delegate', () => {
  it('registers, emails the set-up link and lists them with the Delegate flag', async () => {
    const { user, caller } = await callers.newUser({ role: 'admin', firstName: 'Alma' });
    const email = newAddress();
    const answer = body<Delegates & { msg: string }>(
      await register(caller, email, await delegateCode(caller, user.email)),
      201,
    );
    expect(answer.msg).toBe(
      'rosa díaz is now your delegate. We emailed them a link to set their password.',
    );
    expect(answer.delegates).toHaveLength(1);
    expect(answer.delegates[0]).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Díaz',
      email,
      role: 'employee',
      status: 'pending',
      isDelegate: true,
    });
    const listed = body<Delegates>(await caller.call('GET', '/web/delegates'));
    expect(listed.delegates.map((one) => one.email)).toEqual([email]);

    const mail = await latestMessage(server.app, email);
    expect(mail.subject).toBe(
      `Alma ${user.lastName} registered you as their delegate at Northwind Supply on Outlay`,
    );
    expect(mail.text).toContain('/client/set-password?');
    expect(mail.text).toContain('act on their behalf');

    const team = body<MembersPage>(
      await caller.call('POST', '/web/user/get-paginated-users', { search: email }),
    );
    expect(team.users.find((one) => one.email === email)?.isDelegate).toBe(true);

    const [audit] = await sqlRows<{ action: string; actor_id: number }>(
      server.db,
      `SELECT e.action, e.actor_id FROM team_audit_events e JOIN users u ON u.id = e.subject_id
        WHERE lower(u.email) = lower($1)`,
      [email],
    );
    expect(audit).toEqual({ action: 'delegate.registered', actor_id: user.id });
  });

  it('words the delegate’s mail in the admin’s language', async () => {
    const { user, caller } = await callers.newUser({ role: 'admin' });
    const email = newAddress();
    body(await register(caller, email, await delegateCode(caller, user.email), 'pt'), 201);
    expect((await latestMessage(server.app, email)).subject).toContain(
      'registrou você como delegado',
    );
  });

  it('refuses a wrong code, a taken address, a bookkeeper and, as if it were not there, a caller who is not an admin', async () => {
    const { user, caller } = await callers.newUser({ role: 'admin' });
    const code = await delegateCode(caller, user.email);
    const email = newAddress();
    const wrong = await register(caller, email, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(body<Delegates>(await caller.call('GET', '/web/delegates')).delegates).toEqual([]);

    const taken = await register(caller, user.email, code);
    const refused = body<ErrorBody>(taken, 409);
    expect(refused.errors.fields).toEqual({ email: 'Email already subscribed.' });

    const bookkeeper = await caller.call('POST', '/web/delegates', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: newAddress(),
      role: 'bookkeeper',
      actionCode: code,
    });
    expect(bookkeeper.statusCode).toBe(400);

    const { caller: manager } = await callers.newUser({ role: 'manager' });
    expect((await manager.call('GET', '/web/delegates')).statusCode).toBe(404);
    expect((await register(manager, newAddress(), code)).statusCode).toBe(404);
  });
});

describe('acting on behalf of', () => {
  it('audits what a delegate changes on the Team page as done for the admin they act for', async () => {
    const { user: admin } = await callers.newUser({ role: 'admin' });
    const { user: delegate, caller } = await callers.newUser({ role: 'admin' });
    await sqlRows(
      server.db,
      'UPDATE users SET is_delegate = true, delegate_for = $1 WHERE id = $2',
      [admin.id, delegate.id],
    );
    const email = newAddress();
    body(await register(caller, email, await delegateCode(caller, delegate.email)), 201);
    const rows = await sqlRows<{ actor_id: number; on_behalf_of: number | null }>(
      server.db,
      `SELECT e.actor_id, e.on_behalf_of FROM team_audit_events e
         JOIN users u ON u.id = e.subject_id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([{ actor_id: delegate.id, on_behalf_of: admin.id }]);
    // The one they registered acts for the delegate who registered them, not further up.
    const [registered] = await sqlRows<{ delegate_for: number }>(
      server.db,
      'SELECT delegate_for FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(registered?.delegate_for).toBe(delegate.id);
  });
});

describe('registering at once', () => {
  it('ends 16 identical registrations sent at once with one delegate', async () => {
    const { user, caller } = await callers.newUser({ role: 'admin' });
    const email = newAddress();
    const code = await delegateCode(caller, user.email);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => register(caller, email, code)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others find the code spent or the address taken, never a server error.
    for (const status of statuses) expect([201, 400, 409]).toContain(status);
    const rows = await sqlRows(
      server.db,
      'SELECT id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(body<Delegates>(await caller.call('GET', '/web/delegates')).delegates).toHaveLength(1);
  });
});
