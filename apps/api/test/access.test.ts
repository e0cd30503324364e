// The server's side of "who may open what": every operation that takes the secretToken says
// who may call it (x-outlay-access), and a walk over the whole contract for the four roles
// and the company flags proves the guard answers exactly that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_FLAGS, type CompanyFlag } from '../src/accounts/companies.js';
import { type AccessFacts, allows, readAccessRule } from '../src/access/access-rule.js';
import { type ContractOperation, loadContract, toFastifyPath } from '../src/contract/load.js';
import type { LooseHandler } from '../src/contract/register.js';
import type { Handlers } from '../src/contract/types.js';
import { signIn } from './support/sign-in.js';
import { applicantsOf } from './support/sign-up.js';
import { type TestServer, startTestServer } from './support/test-server.js';
import { sqlRows } from './support/sql-rows.js';

const noFlags = Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, false])) as Record<
  CompanyFlag,
  boolean
>;
const facts = (
  role: AccessFacts['role'],
  flags: CompanyFlag[] = [],
  countryCode = 'US',
  accountStatus: AccessFacts['company']['accountStatus'] = 'active',
): AccessFacts => ({
  role,
  company: {
    ...noFlags,
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
    countryCode,
    accountStatus,
  },
});

describe('access rules', () => {
  const rule = readAccessRule(
    {
      roles: ['admin', 'bookkeeper'],
      companyFlags: ['isAccountingIntegrationAvailable'],
      anyCompanyFlag: ['isStpAvailable', 'routeFusionV2Flow'],
      countryCodes: ['MX'],
    },
    'example',
  );
  const every: CompanyFlag[] = ['isAccountingIntegrationAvailable', 'isStpAvailable'];

  it.each([
    ['an allowed role with every condition', facts('admin', every, 'MX'), true],
    ['another allowed role', facts('bookkeeper', every, 'MX'), true],
    [
      'the other "any" flag',
      facts('admin', ['isAccountingIntegrationAvailable', 'routeFusionV2Flow'], 'MX'),
      true,
    ],
    ['a role not listed', facts('manager', every, 'MX'), false],
    ['a required flag off', facts('admin', ['isStpAvailable'], 'MX'), false],
    ['none of the "any" flags', facts('admin', ['isAccountingIntegrationAvailable'], 'MX'), false],
    ['another country', facts('admin', every, 'US'), false],
    ['a pending company', facts('admin', every, 'MX', 'pending'), false],
    ['a cancelled company', facts('admin', every, 'MX', 'cancelled'), false],
  ])('%s: %s', (_name, caller, expected) => {
    expect(allows(rule, caller)).toBe(expected);
  });

  it('lets any company through when only roles are given', () => {
    const rolesOnly = readAccessRule({ roles: ['employee'] }, 'example');
    expect(allows(rolesOnly, facts('employee'))).toBe(true);
    expect(allows(rolesOnly, facts('admin'))).toBe(false);
  });

  it("opens only an active company's account unless the rule names other states", () => {
    const wizard = readAccessRule({ roles: ['admin'], companyStatus: ['pending'] }, 'example');
    expect(allows(wizard, facts('admin', [], 'MX', 'pending'))).toBe(true);
    expect(allows(wizard, facts('admin', [], 'MX', 'active'))).toBe(false);
    const rolesOnly = readAccessRule({ roles: ['admin'] }, 'example');
    expect(rolesOnly.companyStatus).toEqual(['active']);
    for (const status of ['pending', 'in-active', 'cancelled'] as const) {
      expect(allows(rolesOnly, facts('admin', [], 'US', status)), status).toBe(false);
    }
  });

  it("refuses a self-funded company's users unless the rule opens it to them", () => {
    const selfFunded = facts('admin', ['hasSelfFundedFeatureEnabled'], 'BR');
    const pageOfTheirs = readAccessRule({ roles: ['admin'], selfFunded: true }, 'example');
    const hiddenPage = readAccessRule({ roles: ['admin'] }, 'example');
    expect(hiddenPage.selfFunded).toBe(false);
    expect(allows(pageOfTheirs, selfFunded)).toBe(true);
    expect(allows(hiddenPage, selfFunded)).toBe(false);
    expect(allows(hiddenPage, facts('admin', [], 'BR'))).toBe(true);
  });

  it.each([
    [{ roles: ['admin'], selfFunded: 'yes' }, /selfFunded must be true or false/],
    [{ roles: ['admin'], companyStatus: ['approved'] }, /unknown value: "approved"/],
    [{ roles: [] }, /must list the roles/],
    [{}, /must list the roles/],
    [{ roles: ['owner'] }, /unknown value: "owner"/],
    [{ roles: ['admin'], companyFlags: ['isMagic'] }, /unknown value: "isMagic"/],
    [{ roles: ['admin'], countryCodes: ['mex'] }, /unknown value: "mex"/],
    [{ roles: ['admin'], role: ['admin'] }, /unknown keys: role/],
    [{ roles: 'admin' }, /must be a list/],
    ['admin', /must be an object/],
  ])('refuses the malformed rule %j', (raw, message) => {
    expect(() => readAccessRule(raw, 'example')).toThrow(message);
  });
});

const usesToken = (operation: ContractOperation) =>
  operation.security.length > 0 &&
  operation.security.every((requirement) => requirement.includes('secretToken'));

describe('x-outlay-access in the contract', () => {
  it('is declared by every operation that takes the secretToken, and only by those', async () => {
    const { operations } = await loadContract();
    const undeclared = operations
      .filter((operation) => usesToken(operation) && operation.access === undefined)
      .map((operation) => operation.operationId);
    const needless = operations
      .filter((operation) => !usesToken(operation) && operation.access !== undefined)
      .map((operation) => operation.operationId);
    expect(undeclared, 'secretToken operations without x-outlay-access').toEqual([]);
    expect(needless, 'x-outlay-access on operations without a session').toEqual([]);
  });

  it('is well formed everywhere, and a restricted operation declares the 404 it answers', async () => {
    const { operations } = await loadContract();
    for (const operation of operations.filter((candidate) => candidate.access !== undefined)) {
      const rule = readAccessRule(operation.access, operation.operationId);
      const restricted =
        rule.roles.length < 4 ||
        rule.companyStatus.length < 4 ||
        !rule.selfFunded ||
        rule.companyFlags.length + rule.anyCompanyFlag.length + rule.countryCodes.length > 0;
      if (restricted) expect(operation.responses.has(404), operation.operationId).toBe(true);
    }
  });
});

describe('the guard, walked over every operation for the four roles and the flags', () => {
  let server: TestServer;
  let operations: ContractOperation[];
  // Northwind (US, Stripe US: accounting, route-fusion v2, loans; no autopay), Canada (autopay)
  // and Mexico (STP, SAT), so role rules and each kind of company condition are crossed.
  const callers = [
    'admin@demo.outlay.test',
    'manager@demo.outlay.test',
    'bookkeeper@demo.outlay.test',
    'employee@demo.outlay.test',
    'ca.admin@demo.outlay.test',
    'ca.manager@demo.outlay.test',
    'mx.admin@demo.outlay.test',
    // Brazil: self-funded, so it opens only the dashboard, settings, billing and documents.
    'br.admin@demo.outlay.test',
  ];
  const sessions = new Map<string, { token: string; facts: AccessFacts }>();
  const APPLICANT = 'a pending company applicant';

  beforeAll(async () => {
    const contract = await loadContract();
    operations = contract.operations.filter(usesToken);
    // Every guarded handler is replaced by one that says it was reached, so an allowed call is
    // told apart from a refused one whatever the real handler would answer.
    const reached: LooseHandler = () => Promise.resolve({ status: 200, body: { reached: true } });
    const handlers = Object.fromEntries(
      operations.map((operation) => [operation.operationId, reached]),
    ) as unknown as Partial<Handlers>;
    server = await startTestServer({ handlers, config: { validateResponses: false } });
    for (const email of callers) {
      const { secretToken } = await signIn(server.app, email);
      const [row] = await sqlRows<{ role: AccessFacts['role']; company_id: number }>(
        server.db,
        'SELECT role, company_id FROM users WHERE email = $1',
        [email],
      );
      if (!row) throw new Error(`no user ${email}`);
      const [company] = await sqlRows<{
        country_code: string;
        feature_flags: Record<string, boolean>;
      }>(server.db, 'SELECT country_code, feature_flags FROM companies WHERE id = $1', [
        row.company_id,
      ]);
      if (!company) throw new Error(`no company for ${email}`);
      sessions.set(email, {
        token: secretToken,
        facts: {
          role: row.role,
          company: {
            ...noFlags,
            ...Object.fromEntries(
              COMPANY_FLAGS.map((flag) => [flag, company.feature_flags[flag] === true]),
            ),
            countryCode: company.country_code,
            accountStatus: 'active',
          },
        },
      });
    }
    // An applicant whose company is still pending: an admin's role, and the wizard only.
    const applicant = await applicantsOf(server).startApplication();
    sessions.set(APPLICANT, {
      token: applicant.token,
      facts: {
        role: 'admin',
        company: { ...noFlags, countryCode: 'MX', accountStatus: 'pending' },
      },
    });
  });
  afterAll(() => server.close());

  const call = (operation: ContractOperation, token?: string) =>
    server.app.inject({
      method: operation.method.toUpperCase() as 'GET',
      url: `/api${toFastifyPath(operation.path).replace(/:[^/]+/g, 'example')}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('opens each operation to exactly the callers its rule allows', async () => {
    let refusals = 0;
    let openings = 0;
    for (const operation of operations) {
      const rule = readAccessRule(operation.access, operation.operationId);
      for (const email of [...callers, APPLICANT]) {
        const session = sessions.get(email);
        if (!session) throw new Error(`not signed in: ${email}`);
        const response = await call(operation, session.token);
        const where = `${operation.operationId} as ${email}`;
        if (allows(rule, session.facts)) {
          openings += 1;
          // Reached the handler, or stopped by validation of the empty request (a multipart
          // body answers 415 to a request that is not multipart): never refused.
          expect(operation.multipartBody ? [400, 415] : [200, 400], where).toContain(
            response.statusCode,
          );
        } else {
          refusals += 1;
          expect(response.statusCode, where).toBe(404);
          expect(response.json(), where).toMatchObject({ errors: { code: 'NOT_FOUND' } });
        }
      }
    }
    console.info(
      `access walk: ${operations.length} operations × ${callers.length + 1} callers, ${openings} open, ${refusals} refused`,
    );
    expect(refusals).toBeGreaterThan(0);
    expect(openings).toBeGreaterThan(0);
  });

  it('refuses a self-funded company the calls of the pages its sidebar hides, not those of the pages it opens', async () => {
    const session = sessions.get('br.admin@demo.outlay.test');
    if (!session) throw new Error('not signed in: br.admin');
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    const statusOf = async (operationId: string) => {
      const operation = byId.get(operationId);
      if (!operation) throw new Error(`no operation ${operationId}`);
      return (await call(operation, session.token)).statusCode;
    };
    // Cards, spend controls, the team and its groups, the accounting and SAT pages.
    for (const hidden of [
      'createVirtualCard',
      'listCards',
      'revealCard',
      'getSpendControls',
      'getPaginatedUsers',
      'editUser',
      'listTeamGroups',
      'resendInvitation',
      'pushAccountingTransactions',
    ]) {
      expect(await statusOf(hidden), hidden).toBe(404);
    }
    // The dashboard and its drawer, settings, billing, and the gates every page shows.
    for (const open of [
      'loadUserProfile',
      'getCompanyDetails',
      'listDashboardTransactions',
      'getDashboardStatistics',
      'getCardTransactionDetails',
      'listTrustedDevices',
      'getBillingConfiguration',
      'getTopBanner',
      'getCompanyUsers',
      'confirmLegalRepresentative',
    ]) {
      expect([200, 400], open).toContain(await statusOf(open));
    }
  });

  it('still answers 401 without a session, before any rule is looked at', async () => {
    for (const operation of operations) {
      const response = await call(operation);
      expect(response.statusCode, operation.operationId).toBe(401);
    }
  });
});
