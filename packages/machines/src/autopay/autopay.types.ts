import type { ApiError, AutopayBankAccount, CustomBankAccounts, Role } from '@outlay/api-client';
import type { AgreementStatus } from '@outlay/rules';

export type { AgreementStatus };

/** Which agreement a region's auto-debit needs; the USA needs none. */
export type AgreementRegion = 'canadaMexico' | 'ukEu';

/** One currency the company pays statements in, as the priority rules read it. */
export interface AutopayRecord {
  currency: string;
  /** Without failed and rejected accounts. */
  accounts: AutopayBankAccount[];
  autoDebitAccount: AutopayBankAccount | null;
  padAgreementStatus: AgreementStatus | null;
}

/** What the banner asks for, most urgent first (spec part 1 §4.4). */
export type AutopayPrompt =
  | { kind: 'ADD_ACCOUNT'; currencies: string[] }
  | { kind: 'ENABLE_AUTO_DEBIT'; currencies: string[] }
  | {
      kind: 'ATTACH_PAD_AGREEMENT';
      region: AgreementRegion;
      currency: string;
      accountId: number;
    };

/** The billing page's step a prompt's button leads to. */
export type BillingStep =
  | { kind: 'add-account'; currency: string }
  | { kind: 'auto-debit'; currency: string }
  | { kind: 'sign'; accountId: number };

export interface AutopayInput {
  role: Role;
  /** The company's `autoDebitFlowEnable` flag. */
  autoDebitFlowEnable: boolean;
  /** The user dismissed the banner earlier in this session. */
  dismissed: boolean;
  /** The clock the 5-minute in-progress window is read from. */
  now?: () => Date;
}

export interface AutopayContext {
  role: Role;
  autoDebitFlowEnable: boolean;
  dismissed: boolean;
  now: () => Date;
  /** The bank accounts as react-query last read them (the app sends each new read). */
  accounts: CustomBankAccounts | null;
  prompt: AutopayPrompt | null;
  /** When the earliest agreement in progress stops being so: the banner looks again then. */
  windowEndsAt: Date | null;
  error: ApiError | null;
}

export type AutopayEvent =
  | { type: 'accounts.loaded'; accounts: CustomBankAccounts }
  | { type: 'accounts.failed'; error: unknown }
  | { type: 'prompt.dismissed' };
