// Who may open which page, decided in one place from the route table's data. The router, the
// sidebar and the tests all ask these functions; the server enforces the same rules on the
// calls behind each page (the contract's x-outlay-access).
import type { Company, LoggedInUser, Role } from '@outlay/api-client';

/** What access depends on: the user's role and the company's data. */
export interface AccessFacts {
  role: Role;
  company: Pick<
    Company,
    | 'countryCode'
    | 'cardServiceType'
    | 'availableSpent'
    | 'totalSpent'
    | 'isAccountingIntegrationAvailable'
    | 'isStpAvailable'
    | 'routeFusionV2Flow'
    | 'isBulkPaymentAvailable'
    | 'isLoansClientFlowEnable'
    | 'hasExpenseManagementFeatureEnabled'
    | 'hasSelfFundedFeatureEnabled'
  >;
  /** The company has loans (the user's `pendoMetadata.account.has_loans`). */
  hasLoans: boolean;
}

export function accessFactsOf(user: LoggedInUser, company: AccessFacts['company']): AccessFacts {
  return { role: user.role, company, hasLoans: user.pendoMetadata.account.has_loans };
}

/** The spend from which a company without loans is offered Capital (spec part 1 §5). */
export const CAPITAL_SPEND_THRESHOLD = 25_000;

/** Conditions a page needs besides the role (spec part 1 §2.2 and §5). */
export const conditions = {
  /** The company has an accounting integration. */
  accountingIntegration: ({ company }: AccessFacts) => company.isAccountingIntegrationAvailable,
  /** Straight-through processing or the second-generation route-fusion flow. */
  paymentsFlow: ({ company }: AccessFacts) => company.isStpAvailable || company.routeFusionV2Flow,
  /** Bulk payments, SPEI batches through straight-through processing. */
  bulkPayments: ({ company }: AccessFacts) =>
    company.isBulkPaymentAvailable && company.isStpAvailable,
  /** The company's country code is the Mexican one. */
  mexicanCompany: ({ company }: AccessFacts) => company.countryCode === 'MX',
  /** Loans flag on, and loans already or at least 25000 of spend (available plus total). */
  loans: ({ company, hasLoans }: AccessFacts) =>
    company.isLoansClientFlowEnable &&
    (hasLoans || company.availableSpent + company.totalSpent >= CAPITAL_SPEND_THRESHOLD),
} as const;

export type Condition = keyof typeof conditions;

/** Conditions that only decide whether a sidebar entry shows (spec part 1 §6). */
export const navConditions = {
  expenseManagement: ({ company }: AccessFacts) => company.hasExpenseManagementFeatureEnabled,
  noExpenseManagement: ({ company }: AccessFacts) => !company.hasExpenseManagementFeatureEnabled,
  /** The SAT entry shows for these card services only. */
  satCardService: ({ company }: AccessFacts) =>
    company.cardServiceType === 'stripe-us' || company.cardServiceType === 'tutuka',
  /** The Integrations menu: accounting available, or a stripe-us or tutuka card service. */
  integrationsMenu: ({ company }: AccessFacts) =>
    company.isAccountingIntegrationAvailable ||
    company.cardServiceType === 'stripe-us' ||
    company.cardServiceType === 'tutuka',
} as const;

export type NavCondition = keyof typeof navConditions;

export interface AccessRule {
  roles: readonly Role[];
  conditions?: readonly Condition[];
}

/** Whether the user may open a page: their role is listed and every condition holds. */
export function canOpen(rule: AccessRule, facts: AccessFacts): boolean {
  return (
    rule.roles.includes(facts.role) &&
    (rule.conditions ?? []).every((condition) => conditions[condition](facts))
  );
}

/**
 * Pages a self-funded company may open; any other sends its users to the dashboard. The spec
 * leaves the list open: these are the ones a self-funded company still needs. The server opens
 * the calls of these pages (and of the gates) to it with `selfFunded: true` in x-outlay-access.
 * Everyone keeps their own profile, as they keep their settings.
 */
export const selfFundedPaths = [
  '/dashboard',
  '/settings/*',
  '/billing',
  '/document',
  '/web/profile',
] as const;
