import type { AccountingUnavailableReason as UnavailableReason } from '@outlay/api-client/schema';
import type { Expression, ExpressionBuilder, Nullable, SqlBool } from 'kysely';
import type { CompanyFlags } from '../accounts/companies.js';
import type { CardTransactions, Entries } from '../db/schema.js';
import type { Role } from '../http/security.js';
import type { Connection } from './connections.js';
import { PLATFORMS } from './platforms.js';

export type { AccountingUnavailableReason as UnavailableReason } from '@outlay/api-client/schema';

/** Card payment types that are spend the books record; settlements and adjustments are not. */
export const ELIGIBLE_CARD_PAYMENT_TYPES = ['cards', 'ach-rpps', 'paper-bill', 'cashback'] as const;
/** Sub payment types that may be pushed ("none", cashback, referral); IOF lines are not. */
export const ELIGIBLE_CARD_SUB_TYPES = ['cashback', 'referral'] as const;

/** What decides whether an entry may carry accounting parameters. */
export interface EntryKindFacts {
  kind: 'card' | 'payment' | 'loan';
  paymentType: string | null;
  subPaymentType: string | null;
}

/** Spec part 2 §4: card entries of an eligible payment and sub type, or payments. */
export function isEligibleEntry(entry: EntryKindFacts): boolean {
  if (entry.kind === 'payment') return true;
  if (entry.kind !== 'card') return false;
  return (
    (ELIGIBLE_CARD_PAYMENT_TYPES as readonly (string | null)[]).includes(entry.paymentType) &&
    (entry.subPaymentType === null ||
      (ELIGIBLE_CARD_SUB_TYPES as readonly string[]).includes(entry.subPaymentType))
  );
}

/** The same rule in a query, over `entries e` and `card_transactions ct` (left joined). */
export function eligibleEntry(
  eb: ExpressionBuilder<{ e: Entries; ct: Nullable<CardTransactions> }, 'e' | 'ct'>,
): Expression<SqlBool> {
  return eb.or([
    eb('e.kind', '=', 'payment'),
    eb.and([
      eb('e.kind', '=', 'card'),
      eb('ct.payment_type', 'in', ELIGIBLE_CARD_PAYMENT_TYPES),
      eb.or([
        eb('ct.sub_payment_type', 'is', null),
        eb('ct.sub_payment_type', 'in', ELIGIBLE_CARD_SUB_TYPES),
      ]),
    ]),
  ]);
}

/**
 * Whether the role may set accounting parameters: admins and bookkeepers always; employees
 * (and managers, who have no accounting pages either) when the integration allows employee
 * definitions (spec part 2 §6).
 */
export function mayDefine(role: Role, connection: Connection): boolean {
  return (
    role === 'admin' || role === 'bookkeeper' || connection.settings.isEmployeeDefinitionAllowed
  );
}

export type Section =
  { available: true; connection: Connection } | { available: false; reason: UnavailableReason };

/**
 * The drawer's Accounting section shows only when every condition of spec part 2 §4 holds:
 * the integration is available and supported for the company, its data connection is linked,
 * expense data definition is on (or the platform always carries it), the caller may set
 * parameters, and the entry is eligible. The first that fails is the reason.
 */
export function accountingSection(facts: {
  flags: CompanyFlags;
  connection: Connection | null;
  role: Role;
  entry: EntryKindFacts | null;
}): Section {
  const { flags, connection, role, entry } = facts;
  if (!flags.isAccountingIntegrationAvailable) {
    return { available: false, reason: 'integrationUnavailable' };
  }
  if (!connection || connection.status !== 'Linked') {
    return { available: false, reason: 'notConnected' };
  }
  const platform = PLATFORMS[connection.platform];
  if (platform.requiresFlag !== undefined && !flags[platform.requiresFlag]) {
    return { available: false, reason: 'platformUnsupported' };
  }
  if (!connection.settings.isExpenseDataDefinitionOn && platform.alwaysExpenseData !== true) {
    return { available: false, reason: 'expenseDataOff' };
  }
  if (!mayDefine(role, connection)) return { available: false, reason: 'notAllowed' };
  if (entry !== null && !isEligibleEntry(entry)) {
    return { available: false, reason: 'entryNotEligible' };
  }
  return { available: true, connection };
}
