import {
  type BankDetails,
  type BankField,
  accountNumberOf,
  bankAccountFingerprint,
  bankCountryOf,
  bankDetailsProblems,
  bankNameOf,
  normaliseBankDetails,
  regionFlagOf,
} from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { VerificationStatus } from './autopay-accounts.js';

/** Who changes the company's accounts: an admin of it. */
export interface BankingOwner {
  companyId: number;
  userId: number;
}

/** The account number columns of each scheme, as the contract's account shows them. */
function numberColumns(details: BankDetails) {
  const none = {
    routing_number: null,
    institution_number: null,
    transit_number: null,
    swift_bic: null,
  };
  switch (details.scheme) {
    case 'ca':
      return {
        ...none,
        institution_number: details.institutionNumber,
        transit_number: details.transitNumber,
      };
    case 'us':
      return { ...none, routing_number: details.routingNumber };
    case 'gb':
      // Sort codes are written in pairs: 20-00-00.
      return { ...none, routing_number: details.sortCode.replace(/(\d{2})(?=\d)/g, '$1-') };
    case 'iban':
      return { ...none, swift_bic: details.bic };
    case 'clabe':
      return none;
  }
}

/** 400 with the first field's problem, worded by the server, or nothing when the details pass. */
export function checkDetails(details: BankDetails, currency: string, lang: Lang): void {
  const [first] = Object.entries(bankDetailsProblems(details, currency)) as [BankField, string][];
  if (!first) return;
  const [field, problem] = first;
  throw new AppError(400, 'VALIDATION', `bankAccount.${problem}` as MessageKey, {
    field: translate(lang, `bankAccount.field.${field}`),
  });
}

export const alreadyAttached = () => new AppError(409, 'CONFLICT', 'banking.alreadyAttached');

export interface NewAccount {
  currency: string;
  details: BankDetails;
  /** The bank's name when the numbers do not tell it (a linked bank's institution). */
  bankName: string | null;
  status: VerificationStatus;
  source: 'manual' | 'linked';
  linkProvider: 'plaid' | 'flinks' | 'belvo' | null;
  linkedAccountId: number | null;
  /** Asked to pay automatically: it does at once when the currency has no auto-debit account. */
  autoDebit: boolean;
}

/**
 * Adds an account to the company, refusing one already attached (the same account however it
 * was written: @outlay/rules' fingerprint) while the first is usable. Two requests racing with
 * the same account meet the unique index instead, with the same answer.
 */
export async function insertAccount(
  tx: Db,
  clock: Clock,
  owner: BankingOwner,
  account: NewAccount,
): Promise<number> {
  const details = normaliseBankDetails(account.details);
  const fingerprint = bankAccountFingerprint(details);
  const q = kyselyOf(tx);
  const duplicate = await q
    .selectFrom('autopay_bank_accounts')
    .select('id')
    .where('company_id', '=', owner.companyId)
    .where('fingerprint', '=', fingerprint)
    .where('verification_status', 'in', ['pending', 'inprogress'])
    .executeTakeFirst();
  if (duplicate) throw alreadyAttached();
  const current = await q
    .selectFrom('autopay_bank_accounts')
    .select('id')
    .where('company_id', '=', owner.companyId)
    .where('currency', '=', account.currency)
    .where((eb) => eb.ref('auto_debit'))
    .executeTakeFirst();
  const columns = numberColumns(details);
  try {
    const inserted = await q
      .insertInto('autopay_bank_accounts')
      .values({
        company_id: owner.companyId,
        currency: account.currency,
        auto_debit: account.autoDebit && !current,
        region_flag: regionFlagOf(details),
        verification_status: account.status,
        account_number: accountNumberOf(details),
        ...columns,
        bank_country: bankCountryOf(details),
        bank_name: bankNameOf(details) ?? account.bankName,
        source: account.source,
        link_provider: account.linkProvider,
        linked_account_id: account.linkedAccountId,
        fingerprint,
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new Error('autopay account not inserted');
    return inserted.id;
  } catch (error) {
    if (isUniqueViolation(error, 'autopay_bank_accounts_fingerprint_key')) throw alreadyAttached();
    throw error;
  }
}
