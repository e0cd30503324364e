import type {
  ApiError,
  AutopayBankAccount,
  CustomBankAccounts,
  OutlayClient,
  Role,
} from '@outlay/api-client';

/** Derived from an account (spec part 1 §4.4). */
export type AgreementStatus = 'DONE' | 'IN_PROGRESS' | 'PENDING';

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

export interface AutopayInput {
  client: OutlayClient;
  role: Role;
  /** The company's `autoDebitFlowEnable` flag. */
  autoDebitFlowEnable: boolean;
  /** The user dismissed the banner earlier in this session. */
  dismissed: boolean;
  /** The clock the 5-minute in-progress window is read from. */
  now?: () => Date;
}

export interface AutopayContext {
  client: OutlayClient;
  role: Role;
  autoDebitFlowEnable: boolean;
  dismissed: boolean;
  now: () => Date;
  prompt: AutopayPrompt | null;
  error: ApiError | null;
}

export type AutopayEvent = { type: 'prompt.actionPressed' } | { type: 'prompt.dismissed' };

export type AutopayAccountsOutput = CustomBankAccounts;
