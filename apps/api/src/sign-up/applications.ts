// The saved sign-up application: one row per applying company, of the user who started it.
// Every read and write is scoped by the session's company and user, so a draft is its
// applicant's only.
import type { components, SignUpApplication } from '@outlay/api-client/schema';
import { firstIncompleteStep, SIGN_UP_STEPS, type SignUpStep } from '@outlay/rules';
import type { Queries } from '../db/kysely.js';

export type { SignUpApplication } from '@outlay/api-client/schema';

type Schemas = components['schemas'];

export interface ApplicantKey {
  userId: number;
  companyId: number;
}

/** A bank account as the application keeps it: the contract's shape and a fingerprint. */
export type StoredBankAccount = Schemas['SignUpBankAccount'] & { fingerprint: string };

/**
 * The applicant's application with their account's columns. Its jsonb columns hold what the
 * server wrote there: each step's answers as the contract gives them, and the bank accounts.
 */
export function applicationRows(q: Queries, applicant: ApplicantKey) {
  return q
    .selectFrom('sign_up_applications as a')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'a.user_id').onRef('u.company_id', '=', 'a.company_id'),
    )
    .select([
      'a.status',
      'a.completed_steps',
      'a.birth_date',
      'a.over_18',
      'a.company_form',
      'a.company_details',
      'a.ownerships',
      'a.account_owner',
      'a.bank_location',
      'a.statement_currency',
      'a.bank_accounts',
      'a.fiscal_rfc',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.country_calling_code',
      'u.phone_number',
      'u.is_phone_verified',
    ])
    .where('a.company_id', '=', applicant.companyId)
    .where('a.user_id', '=', applicant.userId)
    .$narrowType<{
      company_form: Schemas['CompanyForm'] | null;
      company_details: Schemas['CompanyDetails'] | null;
      ownerships: Schemas['Ownerships'] | null;
      account_owner: Schemas['AccountOwner'] | null;
      bank_location: Schemas['SignUpCountry'] | null;
      bank_accounts: StoredBankAccount[];
    }>();
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>
>;

/** The columns a step's answers are saved in. */
export type StepColumn = 'company_form' | 'company_details' | 'ownerships' | 'account_owner';

/** Steps in the wizard's order, whatever order they were completed in. */
export function orderedSteps(steps: readonly string[]): SignUpStep[] {
  return SIGN_UP_STEPS.filter((step) => steps.includes(step));
}

export function applicationOf(row: ApplicationRow): SignUpApplication {
  const completedSteps = orderedSteps(row.completed_steps);
  return {
    status: row.status,
    completedSteps,
    nextStep: row.status === 'submitted' ? null : firstIncompleteStep(completedSteps),
    account: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      birthDate: row.birth_date,
      over18: row.over_18,
      countryCallingCode: row.country_calling_code ?? '',
      phoneNumber: row.phone_number ?? '',
      isPhoneVerified: row.is_phone_verified,
    },
    companyForm: row.company_form,
    companyDetails: row.company_details,
    ownerships: row.ownerships,
    accountOwner: row.account_owner,
    bankAccounts:
      row.bank_location === null && row.bank_accounts.length === 0 && row.fiscal_rfc === null
        ? null
        : {
            bankLocation: row.bank_location ?? row.company_form?.country ?? 'US',
            preferredStatementCurrency: row.statement_currency ?? '',
            accounts: row.bank_accounts.map(publicAccount),
            fiscalAccount: fiscalOf(row),
          },
  };
}

function fiscalOf(row: ApplicationRow): Schemas['FiscalAccount'] | null {
  return row.fiscal_rfc === null ? null : { rfc: row.fiscal_rfc, status: 'pending' };
}

function publicAccount(account: StoredBankAccount): Schemas['SignUpBankAccount'] {
  const { fingerprint: _fingerprint, ...shown } = account;
  return shown;
}
