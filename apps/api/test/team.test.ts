// The Team page's server side: who may read and change people, the members list, an admin's
// edits and deletions (fresh action codes, the last admin, sessions ending at once, the audit
// trail), departments and locations, and the Primary Account Owner.
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/companies.js';
import { LEGAL_REP_COMPANY } from '../src/seed/login-gate.js';
import { API, addUser } from './support/sign-in.js';
import { type Caller, actionCodeFor, callerFor, callersFrom } from './support/signed-in-calls.js';
import { signedInSuite } from './support/suite-server.js';
import { startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const { server, admin } = signedInSuite(startTestServer, { admin: 'admin@demo.outlay.test' });
/** A new Northwind user, signed in from an address of their own. */
const freshCaller = callersFrom(server, '203.0.113', 101).newUser;

interface Member {
  id: string;
  email: string;
  firstName: string;
  role: string;
  status: string;
  isDelegate: boolean;
  legalRepresentative: boolean;
  isCurrentUser: boolean;
  department: { id: number; name: string } | null;
  invitation: { state: string; sentAt: string; expiresAt: string } | null;
}
interface MembersPage {
  users: Member[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** A fresh code for the admin's sensitive action, read from the outbox. */
const adminCode = (action: 'EDIT_USER' | 'DELETE_USER') =>
  actionCodeFor(server.app, admin, 'admin@demo.outlay.test', action);

const membersPage = async (caller: Caller, query: Record<string, unknown> = {}) => {
  const response = await caller.call('POST', '/web/user/get-paginated-users', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MembersPage>();
};

const auditOf = (subjectEmail: string) =>
  sqlRows<{ action: string; details: Record<string, unknown>; actor_id: number }>(
    server.db,
    `SELECT e.action, e.details, e.actor_id FROM team_audit_events e
       JOIN users u ON u.id = e.subject_id WHERE lower(u.email) = lower($1) ORDER BY e.id`,
    [subjectEmail],
  );

describe('who may read and change the team (spec part 1 §2.2, §6)', () => {
  it('admins and managers read the members; bookkeepers and employees get 404', async () => {
    const manager = await callerFor(server.app, 'manager@demo.outlay.test', '203.0.113.60');
    expect((await membersPage(manager)).total).toBeGreaterThan(10);
    for (const email of ['bookkeeper@demo.outlay.test', 'employee@demo.outlay.test']) {
      const caller = await callerFor(server.app, email, '203.0.113.61');
      const response = await caller.call('POST', '/web/user/get-paginated-users', {});
      expect(response.statusCode).toBe(404);
    }
  });

  it('only admins change people, search them or manage groups', async () => {
    const manager = await callerFor(server.app, 'manager@demo.outlay.test', '203.0.113.62');
    const employee = (await membersPage(admin, { search: 'employee' })).users[0];
    const calls: [Parameters<Caller['call']>[0], string, unknown][] = [
      ['GET', '/web/user/get-company-users', undefined],
      [
        'PUT',
        `/web/user/edit-user/${employee?.id ?? ''}`,
        { role: 'admin', actionCode: 'x'.repeat(40) },
      ],
      ['DELETE', `/web/user/delete-user/${employee?.id ?? ''}`, { actionCode: 'x'.repeat(40) }],
      ['GET', '/web/team/departments', undefined],
      ['POST', '/web/team/locations', { name: 'Denver' }],
      ['POST', '/web/user/validate-emails', { users: [{ email: 'a@b.co', role: 'employee' }] }],
    ];
    for (const [method, path, body] of calls) {
      const response = await manager.call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});

describe('the members list', () => {
  it('pages the whole company by name, 20 to a page, with what each row shows', async () => {
    const first = await membersPage(admin);
    expect(first.pageSize).toBe(20);
    expect(first.users).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    const last = await membersPage(admin, { page: first.pages - 1 });
    expect(last.users.length).toBe(first.total - 20 * (first.pages - 1));
    const names = first.users.map((user) => user.firstName.toLowerCase());
    expect(names).toEqual([...names].sort());

    const me = (await membersPage(admin, { search: 'avery collins' })).users;
    expect(me).toEqual([
      expect.objectContaining({
        email: 'admin@demo.outlay.test',
        role: 'admin',
        status: 'active',
        isCurrentUser: true,
        legalRepresentative: true,
        department: expect.objectContaining({ name: 'Finance' }) as unknown,
      }),
    ]);
  });

  it('searches anywhere in the name or address, in any case and with or without accents', async () => {
    const emails = async (search: string) =>
      (await membersPage(admin, { search })).users.map((u) => u.email);
    expect(await emails('OLIV')).toContain('olivia.chen@demo.outlay.test');
    expect(await emails('chen demo')).toEqual(['olivia.chen@demo.outlay.test']);
    // Inside a word, not only at its start (issue 43 #17: "livia" found nobody).
    expect(await emails('livia')).toContain('olivia.chen@demo.outlay.test');
    // Accents and case fold both ways: the typed word and the stored name.
    expect(await emails('muller')).toEqual(['kai.mueller@demo.outlay.test']);
    expect(await emails('MÜL')).toEqual(['kai.mueller@demo.outlay.test']);
    expect(await emails('zzqx')).toEqual([]);
    // Characters that mean something to SQL or a search syntax are just characters.
    expect((await membersPage(admin, { search: "zz'&|!:*()%_\\" })).total).toBe(0);
  });

  it('finds people by a letter inside their names in the company-users search too', async () => {
    const caller = await callerFor(server.app, 'daniel.okafor@demo.outlay.test', '203.0.113.63');
    const response = await caller.call('GET', '/web/user/get-company-users?filter=a&status=all');
    expect(response.statusCode, response.body).toBe(200);
    const names = response
      .json<{ data: { users: { firstName: string; lastName: string }[] } }>()
      .data.users.map((u) => `${u.firstName} ${u.lastName}`);
    expect(names).toEqual(expect.arrayContaining(['Daniel Okafor', 'Sofia Marino']));
  });

  it('filters by role and status; pending people show their invitation and its expiry', async () => {
    const bookkeepers = await membersPage(admin, { roles: ['bookkeeper'] });
    expect(bookkeepers.users.every((user) => user.role === 'bookkeeper')).toBe(true);
    expect(bookkeepers.total).toBeGreaterThanOrEqual(2);

    const statuses = (await membersPage(admin, { statuses: ['inactive', 'blocked'] })).users;
    expect(statuses.map((user) => [user.email, user.status])).toEqual(
      expect.arrayContaining([
        ['tom.harris@demo.outlay.test', 'inactive'],
        ['kai.mueller@demo.outlay.test', 'blocked'],
      ]),
    );

    const pending = (await membersPage(admin, { statuses: ['pending'] })).users;
    const lena = pending.find((user) => user.email === 'lena.vogel@demo.outlay.test');
    // Seeded 20 days before the seed's day; the test clock is later still: expired.
    expect(lena?.invitation).toMatchObject({ state: 'EXPIRED' });
    const sentAt = new Date(lena?.invitation?.sentAt ?? '');
    const expiresAt = new Date(lena?.invitation?.expiresAt ?? '');
    expect((expiresAt.getTime() - sentAt.getTime()) / 86_400_000).toBe(14);
    expect(pending.every((user) => user.status === 'pending' && user.invitation !== null)).toBe(
      true,
    );
  });

  it('shows the Delegate badge for people signed up directly', async () => {
    const delegates = (await membersPage(admin, { search: 'olivia' })).users;
    expect(delegates[0]?.isDelegate).toBe(true);
  });
});

describe('an admin edits a person', () => {
  it('changes the role with a fresh EDIT_USER code, once, and the audit trail says so', async () => {
    const { user } = await freshCaller({ role: 'employee' });
    const actionCode = await adminCode('EDIT_USER');
    const path = `/web/user/edit-user/${user.publicId}`;
    const response = await admin.call('PUT', path, { role: 'manager', actionCode });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      msg: `Test ${user.lastName} has been updated.`,
      user: { role: 'manager', email: user.email },
    });
    expect(await auditOf(user.email)).toEqual([
      expect.objectContaining({
        action: 'user.role_changed',
        details: { from: 'employee', to: 'manager' },
      }),
    ]);
    // The action code is spent.
    const again = await admin.call('PUT', path, { role: 'employee', actionCode });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { code: 'ACTION_CODE_INVALID' } });
  });

  it('refuses a code of another action, and changes nothing', async () => {
    const { user } = await freshCaller({ role: 'employee' });
    const actionCode = await adminCode('DELETE_USER');
    const response = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      role: 'admin',
      actionCode,
    });
    expect(response.statusCode).toBe(400);
    expect((await auditOf(user.email)).length).toBe(0);
  });

  it('changes card permissions, and writes them to the audit trail', async () => {
    const { user } = await freshCaller({ role: 'employee' });
    const actionCode = await adminCode('EDIT_USER');
    const response = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      is_physical_card_creation_enable: false,
      actionCode,
    });
    expect(response.json()).toMatchObject({
      user: { is_physical_card_creation_enable: false, is_virtual_card_creation_enable: true },
    });
    expect((await auditOf(user.email)).map((event) => event.action)).toEqual([
      'user.permissions_changed',
    ]);
  });

  it('a role chosen without permissions turns both card permissions on (spec part 2 §4)', async () => {
    const { user } = await freshCaller({ role: 'bookkeeper' });
    await sqlRows(
      server.db,
      `UPDATE users SET is_physical_card_creation_enable = false,
              is_virtual_card_creation_enable = false WHERE email = $1`,
      [user.email],
    );
    const actionCode = await adminCode('EDIT_USER');
    const response = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      role: 'employee',
      actionCode,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: {
        role: 'employee',
        is_physical_card_creation_enable: true,
        is_virtual_card_creation_enable: true,
      },
    });
    // Permissions the admin sends with the role are theirs to choose.
    const again = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      role: 'manager',
      is_virtual_card_creation_enable: false,
      actionCode: await adminCode('EDIT_USER'),
    });
    expect(again.json()).toMatchObject({
      user: { is_physical_card_creation_enable: true, is_virtual_card_creation_enable: false },
    });
  });

  it('a changed role holds at once: the old token is refused, a refreshed one carries the new role', async () => {
    const { user, caller } = await freshCaller({ role: 'admin' });
    expect((await membersPage(caller)).total).toBeGreaterThan(0);
    const actionCode = await adminCode('EDIT_USER');
    const response = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      role: 'employee',
      actionCode,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The token still says admin: not accepted any more, so the page refreshes it.
    expect((await caller.call('POST', '/web/user/get-paginated-users', {})).statusCode).toBe(401);
    const refreshed = await caller.call('POST', '/web/user/refresh-token', undefined, {
      withRefreshCookie: true,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const asEmployee = (method: 'GET' | 'POST', path: string) =>
      server.app.inject({
        method,
        url: `${API}${path}`,
        remoteAddress: caller.address,
        headers: {
          authorization: `Bearer ${refreshed.json<{ secretToken: string }>().secretToken}`,
        },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
    expect((await asEmployee('GET', '/web/user/load-user-profile')).json()).toMatchObject({
      role: 'employee',
    });
    expect((await asEmployee('POST', '/web/user/get-paginated-users')).statusCode).toBe(404);
  });

  it('deactivating ends the person’s sessions at once', async () => {
    const { user, caller } = await freshCaller({ role: 'employee' });
    expect((await caller.call('GET', '/web/user/load-user-profile')).statusCode).toBe(200);
    const actionCode = await adminCode('EDIT_USER');
    const response = await admin.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      status: 'inactive',
      actionCode,
    });
    expect(response.json()).toMatchObject({ user: { status: 'inactive' } });
    expect((await caller.call('GET', '/web/user/load-user-profile')).statusCode).toBe(401);
    const refreshed = await caller.call('POST', '/web/user/refresh-token', undefined, {
      withRefreshCookie: true,
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('never lets admins change or delete themselves, so an active admin always remains', async () => {
    const { user, caller } = await freshCaller({ role: 'admin', companyId: LEGAL_REP_COMPANY.id });
    const code = () => actionCodeFor(server.app, caller, user.email, 'EDIT_USER');
    const own = await caller.call('PUT', `/web/user/edit-user/${user.publicId}`, {
      role: 'employee',
      actionCode: await code(),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      errors: { msg: 'You cannot change your own role or status, or delete yourself.' },
    });
    // Lakeshore's other admins: demote them all but this one, then the last cannot go.
    const others = (await caller.call('GET', '/web/user/get-company-users?role=admin')).json<{
      data: { users: { id: string; email: string }[] };
    }>().data.users;
    const [last, ...rest] = others.filter((other) => other.email !== user.email);
    for (const other of rest) {
      const demoted = await caller.call('PUT', `/web/user/edit-user/${other.id}`, {
        role: 'employee',
        actionCode: await code(),
      });
      expect(demoted.statusCode).toBe(200);
    }
    expect(last).toBeDefined();
    // With two admins left, demoting the other is fine; the caller stays the only one.
    const lastOne = await caller.call('PUT', `/web/user/edit-user/${last?.id ?? ''}`, {
      role: 'employee',
      actionCode: await code(),
    });
    expect(lastOne.statusCode).toBe(200);
    const deleteSelf = await caller.call('DELETE', `/web/user/delete-user/${user.publicId}`, {
      actionCode: await actionCodeFor(server.app, caller, user.email, 'DELETE_USER'),
    });
    expect(deleteSelf.statusCode).toBe(409);
  });

  it('answers 404 for someone of another company', async () => {
    const foreign = await addUser(server.db, { companyId: COMPANY.mexico });
    const response = await admin.call('PUT', `/web/user/edit-user/${foreign.publicId}`, {
      role: 'admin',
      actionCode: await adminCode('EDIT_USER'),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('an admin deletes a person', () => {
  it('ends their sessions at once, refuses their sign-in, keeps their history, frees the address', async () => {
    const { user, caller } = await freshCaller({ role: 'employee' });
    expect((await caller.call('GET', '/web/user/load-user-profile')).statusCode).toBe(200);
    const actionCode = await adminCode('DELETE_USER');
    const response = await admin.call('DELETE', `/web/user/delete-user/${user.publicId}`, {
      actionCode,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ msg: `Test ${user.lastName} has been deleted.` });

    expect((await caller.call('GET', '/web/user/load-user-profile')).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/login',
      payload: { email: user.email, password: 'Outlay-Demo-2026!' },
    });
    expect(login.statusCode).toBe(401);
    expect((await membersPage(admin, { search: user.email })).total).toBe(0);
    const [row] = await sqlRows<{ deleted: boolean }>(
      server.db,
      'SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.deleted).toBe(true);
    expect((await auditOf(user.email)).map((event) => event.action)).toEqual(['user.deleted']);

    const again = await admin.call('POST', '/web/user/validate-emails', {
      users: [{ email: user.email, role: 'employee' }],
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('departments and locations', () => {
  it('lists, creates, renames and deletes, names unique per company and kind', async () => {
    const listed = await admin.call('GET', '/web/team/departments');
    expect(listed.json<{ items: { name: string }[] }>().items.map((item) => item.name)).toEqual([
      'Engineering',
      'Finance',
      'Operations',
      'Sales',
    ]);
    const created = await admin.call('POST', '/web/team/departments', {
      name: '  Legal  Affairs ',
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ group: { id: number; name: string; memberCount: number } }>()
      .group;
    expect(group).toMatchObject({ name: 'Legal Affairs', memberCount: 0 });

    const duplicate = await admin.call('POST', '/web/team/departments', { name: 'legal affairs' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      errors: { msg: 'A department with this name already exists.' },
    });
    const accented = await admin.call('POST', '/web/team/departments', { name: 'Fínance' });
    expect(accented.statusCode).toBe(409);
    // The same name is free for the other kind, and for another company.
    expect(
      (await admin.call('POST', '/web/team/locations', { name: 'Legal Affairs' })).statusCode,
    ).toBe(201);
    const mexico = await callerFor(server.app, 'mx.admin@demo.outlay.test', '203.0.113.70');
    expect(
      (await mexico.call('POST', '/web/team/departments', { name: 'Finance' })).statusCode,
    ).toBe(201);

    const renamed = await admin.call('PUT', `/web/team/departments/${String(group.id)}`, {
      name: 'Legal',
    });
    expect(renamed.json()).toMatchObject({ msg: 'Renamed to Legal.', group: { name: 'Legal' } });
    expect(
      (await admin.call('PUT', `/web/team/departments/${String(group.id)}`, { name: 'Sales' }))
        .statusCode,
    ).toBe(409);
    // Another company's group does not exist for this admin; nor does a location by that id.
    expect(
      (await mexico.call('DELETE', `/web/team/departments/${String(group.id)}`)).statusCode,
    ).toBe(404);
    expect((await admin.call('DELETE', `/web/team/locations/${String(group.id)}`)).statusCode).toBe(
      404,
    );
    expect(
      (await admin.call('DELETE', `/web/team/departments/${String(group.id)}`)).json(),
    ).toEqual({
      msg: 'Legal has been deleted.',
    });
  });

  it('puts people in a group and takes them out; a person is in one of each kind', async () => {
    const created = await admin.call('POST', '/web/team/departments', { name: 'Research' });
    const { id } = created.json<{ group: { id: number } }>().group;
    const one = await addUser(server.db, { role: 'employee' });
    const two = await addUser(server.db, { role: 'employee' });
    const foreign = await addUser(server.db, { companyId: COMPANY.mexico });
    const path = `/web/team/departments/${String(id)}/members`;
    const added = await admin.call('POST', path, {
      add: [one.publicId, two.publicId, foreign.publicId],
      remove: [],
    });
    expect(added.json()).toMatchObject({
      msg: 'Research now has 2 people.',
      group: { memberCount: 2 },
    });
    const moved = await admin.call('POST', '/web/team/departments/1/members', {
      add: [two.publicId],
      remove: [],
    });
    expect(moved.statusCode).toBe(200);
    const removed = await admin.call('POST', path, { add: [], remove: [one.publicId] });
    expect(removed.json()).toMatchObject({ group: { memberCount: 0 } });
    const [row] = await sqlRows<{ department_id: number | null }>(
      server.db,
      'SELECT department_id FROM users WHERE id = $1',
      [foreign.id],
    );
    expect(row?.department_id).toBeNull();
  });
});

describe('the Primary Account Owner (spec part 2 §2.9)', () => {
  it('an admin names another active person: the flag moves and the company is confirmed', async () => {
    const { user, caller } = await freshCaller({
      role: 'admin',
      companyId: LEGAL_REP_COMPANY.id,
      overrides: { legal_representative: false },
    });
    const search = await caller.call('GET', '/web/user/get-company-users?filter=sofia');
    const found = search.json<{
      status: boolean;
      data: { users: { id: string; role: string }[] };
    }>();
    expect(found.status).toBe(true);
    const [sofia] = found.data.users;
    expect(sofia).toMatchObject({ role: 'employee' });

    // Naming another person is a transfer: it spends a fresh CHANGE_ACCOUNT_OWNER code.
    const transfer = {
      userId: sofia?.id,
      companyId: LEGAL_REP_COMPANY.id,
      isAdminLegalRepresentative: false,
    };
    const transferCode = () =>
      actionCodeFor(server.app, caller, user.email, 'CHANGE_ACCOUNT_OWNER');
    const uncoded = await caller.call(
      'POST',
      '/web/company/confirm-legal-representative',
      transfer,
    );
    expect(uncoded.statusCode).toBe(400);
    expect(uncoded.json()).toMatchObject({ errors: { code: 'ACTION_CODE_INVALID' } });
    const otherAction = await caller.call('POST', '/web/company/confirm-legal-representative', {
      ...transfer,
      actionCode: await actionCodeFor(server.app, caller, user.email, 'EDIT_USER'),
    });
    expect(otherAction.statusCode).toBe(400);
    const actionCode = await transferCode();
    const confirmed = await caller.call('POST', '/web/company/confirm-legal-representative', {
      ...transfer,
      actionCode,
    });
    expect(confirmed.json()).toEqual({
      legalRepresentative: false,
      legalRepresentativeConfirmed: true,
    });
    const owners = await sqlRows<{ email: string }>(
      server.db,
      'SELECT email FROM users WHERE company_id = $1 AND legal_representative',
      [LEGAL_REP_COMPANY.id],
    );
    expect(owners.map((owner) => owner.email)).toEqual(['sofia.marino@demo.outlay.test']);
    expect((await auditOf('sofia.marino@demo.outlay.test')).map((e) => e.action)).toEqual([
      'legal_representative.changed',
    ]);

    // Declaring oneself takes it back from Sofia: a transfer too, and a code serves once.
    const takeBack = {
      userId: user.publicId,
      companyId: LEGAL_REP_COMPANY.id,
      isAdminLegalRepresentative: true,
    };
    const reused = await caller.call('POST', '/web/company/confirm-legal-representative', {
      ...takeBack,
      actionCode,
    });
    expect(reused.statusCode).toBe(400);
    const self = await caller.call('POST', '/web/company/confirm-legal-representative', {
      ...takeBack,
      actionCode: await transferCode(),
    });
    expect(self.json()).toEqual({ legalRepresentative: true, legalRepresentativeConfirmed: true });
    // Another's id with `true` is refused.
    const wrong = await caller.call('POST', '/web/company/confirm-legal-representative', {
      userId: sofia?.id,
      companyId: LEGAL_REP_COMPANY.id,
      isAdminLegalRepresentative: true,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses someone inactive, still invited, or of another company', async () => {
    const { caller } = await freshCaller({ role: 'admin', companyId: LEGAL_REP_COMPANY.id });
    const inactive = await addUser(server.db, {
      companyId: LEGAL_REP_COMPANY.id,
      overrides: { status: 'inactive' },
    });
    const invited = await addUser(server.db, {
      companyId: LEGAL_REP_COMPANY.id,
      overrides: { needs_password_setup: true },
    });
    const foreign = await addUser(server.db, {});
    for (const person of [inactive, invited, foreign]) {
      const response = await caller.call('POST', '/web/company/confirm-legal-representative', {
        userId: person.publicId,
        companyId: LEGAL_REP_COMPANY.id,
        isAdminLegalRepresentative: false,
      });
      expect(response.statusCode).toBe(404);
    }
    const search = await caller.call('GET', '/web/user/get-company-users');
    const ids = search.json<{ data: { users: { id: string }[] } }>().data.users.map((u) => u.id);
    expect(ids).not.toContain(inactive.publicId);
    expect(ids).not.toContain(invited.publicId);
    expect(ids).not.toContain(foreign.publicId);
  });
});
