// One Primary Account Owner per company (issue 43 #3): 16 changes at once on PostgreSQL left 9
// owners, each transaction clearing the owner its snapshot saw and setting its own. On Postgres
// the requests race on separate connections; on PGlite they queue on its one connection, and
// the same assertions hold.
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../src/seed/index.js';
import { addUser } from './support/sign-in.js';
import { actionCodeFor, callerFor } from './support/signed-in-calls.js';
import { onPostgres } from './support/test-db.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

const server = suiteServer();
const PARALLEL = 16;

const ownersOf = (companyId: number) =>
  sqlRows<{ id: number }>(
    server.db,
    'SELECT id FROM users WHERE company_id = $1 AND legal_representative ORDER BY id',
    [companyId],
  );

describe(`the Primary Account Owner (${onPostgres ? 'Postgres' : 'PGlite'})`, () => {
  // A confirmed company with an admin has its owner; one still asking its admins has none.
  it('is one person in each company of the demo seed', async () => {
    const companies = await sqlRows<{ id: number; expected: number; owners: number }>(
      server.db,
      `SELECT c.id,
              (c.legal_representative_confirmed AND EXISTS (SELECT 1 FROM users a
                WHERE a.company_id = c.id AND a.role = 'admin' AND a.status = 'active'))::int
                AS expected,
              (SELECT count(*)::int FROM users u
                WHERE u.company_id = c.id AND u.legal_representative) AS owners
         FROM companies c ORDER BY c.id`,
    );
    expect(companies.length).toBeGreaterThan(5);
    for (const company of companies) {
      expect(company.owners, `company ${company.id}`).toBe(company.expected);
    }
  });

  it(`stays one person when ${PARALLEL} admins change it at once`, async () => {
    const admins = await Promise.all(
      Array.from({ length: PARALLEL }, () => addUser(server.db, { role: 'admin' })),
    );
    const employees = await Promise.all(
      Array.from({ length: PARALLEL / 2 }, () => addUser(server.db, { role: 'employee' })),
    );
    const callers = await Promise.all(
      admins.map((admin, index) => callerFor(server.app, admin.email, `198.18.3.${index + 1}`)),
    );
    // Each a transfer (Northwind has its owner), so each with its own fresh code.
    const codes: string[] = [];
    for (const [index, caller] of callers.entries()) {
      const email = admins[index]?.email ?? '';
      codes.push(await actionCodeFor(server.app, caller, email, 'CHANGE_ACCOUNT_OWNER'));
    }
    // Half declare themselves, half name an employee: every answer moves the flag.
    const responses = await Promise.all(
      callers.map((caller, index) => {
        const employee = employees[index % employees.length];
        const declaring = index % 2 === 0 || !employee;
        return caller.call('POST', '/web/company/confirm-legal-representative', {
          userId: declaring ? (admins[index]?.publicId ?? '') : employee.publicId,
          companyId: COMPANY.northwind,
          isAdminLegalRepresentative: declaring,
          actionCode: codes[index],
        });
      }),
    );
    expect(
      responses.filter((response) => response.statusCode !== 200).map((response) => response.body),
    ).toEqual([]);
    const owners = await ownersOf(COMPANY.northwind);
    expect(owners).toHaveLength(1);
    const candidates = [...admins, ...employees].map((user) => user.id);
    expect(candidates).toContain(owners[0]?.id);
  });

  it('is held by the database: a second owner is refused', async () => {
    const [owner] = await ownersOf(COMPANY.northwind);
    const other = await addUser(server.db, { role: 'admin' });
    await expect(
      sqlRows(server.db, 'UPDATE users SET legal_representative = true WHERE id = $1', [other.id]),
    ).rejects.toThrow(/users_one_account_owner/);
    expect(await ownersOf(COMPANY.northwind)).toEqual([{ id: owner?.id }]);
  });
});
