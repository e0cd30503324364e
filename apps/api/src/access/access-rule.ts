import { COMPANY_FLAGS, type CompanyFlag } from '../accounts/companies.js';
import {
  COMPANY_ACCOUNT_STATUSES,
  type CompanyAccountStatus,
  type Role,
} from '../http/security.js';

export const ROLES = [
  'admin',
  'manager',
  'bookkeeper',
  'employee',
] as const satisfies readonly Role[];

/**
 * Who may call an operation: the contract's `x-outlay-access`. The same words as the web app's
 * route table, so a page and the calls behind it are open to the same users.
 */
export interface AccessRule {
  roles: readonly Role[];
  /** Every one of these company flags must be on. */
  companyFlags: readonly CompanyFlag[];
  /** At least one of these must be on (empty: no such condition). */
  anyCompanyFlag: readonly CompanyFlag[];
  /** The company's country must be one of these (empty: any country). */
  countryCodes: readonly string[];
  /**
   * The company's account must be in one of these states. Unsaid, only an active company's:
   * an applicant's pending company reaches the sign-up wizard's calls and nothing else.
   */
  companyStatus: readonly CompanyAccountStatus[];
  /**
   * Open to a self-funded company's users too. Unsaid, refused to them: a self-funded company
   * opens only the dashboard, settings, billing and documents (the web app's selfFundedPaths),
   * so only the calls of those pages and of the gates every page shows say so.
   */
  selfFunded: boolean;
}

/** Where a rule does not say, an operation is for companies whose account is active. */
export const DEFAULT_COMPANY_STATUS: readonly CompanyAccountStatus[] = ['active'];

/** What a rule is checked against: the caller's role and their company. */
export interface AccessFacts {
  role: Role;
  company: { countryCode: string; accountStatus: CompanyAccountStatus } & Record<
    CompanyFlag,
    boolean
  >;
}

/** What the session tells of its company, read with it on every call (live-sessions). */
export interface SessionCompany {
  status: CompanyAccountStatus;
  selfFunded: boolean;
}

/**
 * Whether the caller's role, their company's account status and its self-funding are the
 * rule's: what the session alone tells, before the company's other flags and country are read.
 */
export function allowsCaller(rule: AccessRule, role: Role, company: SessionCompany): boolean {
  return (
    rule.roles.includes(role) &&
    rule.companyStatus.includes(company.status) &&
    (rule.selfFunded || !company.selfFunded)
  );
}

export function allows(rule: AccessRule, { role, company }: AccessFacts): boolean {
  return (
    allowsCaller(rule, role, {
      status: company.accountStatus,
      selfFunded: company.hasSelfFundedFeatureEnabled,
    }) &&
    rule.companyFlags.every((flag) => company[flag]) &&
    (rule.anyCompanyFlag.length === 0 || rule.anyCompanyFlag.some((flag) => company[flag])) &&
    (rule.countryCodes.length === 0 || rule.countryCodes.includes(company.countryCode))
  );
}

const KEYS = [
  'roles',
  'companyFlags',
  'anyCompanyFlag',
  'countryCodes',
  'companyStatus',
  'selfFunded',
] as const;

function listOf<T extends string>(
  value: unknown,
  allowed: readonly T[] | RegExp,
  where: string,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${where} must be a list`);
  return value.map((item) => {
    const ok =
      typeof item === 'string' &&
      (allowed instanceof RegExp
        ? allowed.test(item)
        : (allowed as readonly string[]).includes(item));
    if (!ok) throw new Error(`${where} has an unknown value: ${JSON.stringify(item)}`);
    return item as T;
  });
}

/**
 * Reads an operation's `x-outlay-access`, failing start-up on a typo: an unknown role or flag
 * would otherwise lock everyone out, or nobody.
 */
export function readAccessRule(raw: unknown, operationId: string): AccessRule {
  const where = `x-outlay-access of ${operationId}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${where} must be an object`);
  }
  const record = raw as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter(
    (key) => !(KEYS as readonly string[]).includes(key),
  );
  if (unknownKeys.length > 0)
    throw new Error(`${where} has unknown keys: ${unknownKeys.join(', ')}`);
  const roles = listOf(record.roles, ROLES, `${where}: roles`);
  if (record.selfFunded !== undefined && typeof record.selfFunded !== 'boolean') {
    throw new Error(`${where}: selfFunded must be true or false`);
  }
  if (roles.length === 0) throw new Error(`${where} must list the roles allowed`);
  return {
    roles,
    companyFlags: listOf(record.companyFlags, COMPANY_FLAGS, `${where}: companyFlags`),
    anyCompanyFlag: listOf(record.anyCompanyFlag, COMPANY_FLAGS, `${where}: anyCompanyFlag`),
    countryCodes: listOf(record.countryCodes, /^[A-Z]{2}$/, `${where}: countryCodes`),
    companyStatus:
      record.companyStatus === undefined
        ? DEFAULT_COMPANY_STATUS
        : listOf(record.companyStatus, COMPANY_ACCOUNT_STATUSES, `${where}: companyStatus`),
    selfFunded: record.selfFunded === true,
  };
}
