import type { FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from '../contract/load.js';
import { AppError } from '../http/errors.js';
import type { Credentials } from '../http/security.js';
import type { Services } from '../services.js';
import { type AccessRule, allows, allowsCaller, readAccessRule } from './access-rule.js';

export type AccessGuard = (
  operation: ContractOperation,
  request: FastifyRequest,
  credentials: Credentials,
) => Promise<void>;

/** A refusal looks like a path that does not exist, as the web app's not-found page does. */
const refused = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/**
 * Enforces each operation's `x-outlay-access` before its request is validated, so a caller who
 * may not use an operation learns nothing about its input. It runs after the operation's own
 * security (a missing or bad token has already been answered 401) and judges the session that
 * security resolved.
 */
export function createAccessGuard(
  services: Pick<Services, 'companies'>,
  contract: Contract,
): AccessGuard {
  const rules = new Map<string, AccessRule>();
  for (const operation of contract.operations) {
    if (operation.access !== undefined) {
      rules.set(operation.operationId, readAccessRule(operation.access, operation.operationId));
    } else if (operation.security.some((set) => set.includes('secretToken'))) {
      // A signed-in operation without a rule would be open to every role of every company in
      // any state: fail start-up instead.
      throw new Error(`${operation.operationId} is signed in but has no x-outlay-access`);
    }
  }
  return async (operation, _request, credentials) => {
    const session = credentials.session;
    if (!session) return;
    const rule = rules.get(operation.operationId);
    if (!rule) throw refused();
    // The company's state is read with the session itself (live-sessions), so a pending
    // applicant's company is held to the sign-up wizard on every call, not only on the pages
    // the web app shows it.
    // The self-funded flag comes the same way, so a self-funded company is held to the pages
    // it may open (dashboard, settings, billing, documents) on every call too.
    const accountStatus = credentials.companyStatus ?? 'pending';
    const sessionCompany = {
      status: accountStatus,
      selfFunded: credentials.companySelfFunded ?? true,
    };
    if (!allowsCaller(rule, session.role, sessionCompany)) throw refused();
    // A rule of roles alone is decided by the session; the company is read only for rules
    // that name its flags or country (a read on every call of the busiest operations).
    const onlyRoles =
      rule.companyFlags.length === 0 &&
      rule.anyCompanyFlag.length === 0 &&
      rule.countryCodes.length === 0;
    if (onlyRoles) return;
    const company = await services.companies.details(session.companyId);
    if (!company || !allows(rule, { role: session.role, company: { ...company, accountStatus } }))
      throw refused();
  };
}
