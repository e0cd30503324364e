import type {
  ApiError,
  BankLink,
  LinkToken,
  LinkTokenRequest,
  SandboxAccount,
  SandboxLinkSession,
  SandboxLoginResult,
} from '@outlay/api-client';

/**
 * Whose link it is: a signed-in company's (billing, an admin's calls), or a sign-up
 * applicant's, whose own calls add the accounts shared to the application's bank details.
 */
export type BankLinkScope = 'company' | 'signUp';

export interface BankLinkInput {
  /** The country whose banks to link, a provider by name, or a link to re-authorise. */
  request: LinkTokenRequest;
  /** A signed-in company's link unless said otherwise. */
  scope?: BankLinkScope;
}

export interface BankLinkContext {
  request: LinkTokenRequest;
  scope: BankLinkScope;
  linkToken: LinkToken | null;
  /** The provider's widget: its banks, its test sign-ins, the bank of a link being renewed. */
  session: SandboxLinkSession | null;
  institutionId: string | null;
  loginId: string | null;
  mfa: SandboxLoginResult['mfa'];
  /** The accounts the bank shows once signed in. */
  accounts: SandboxAccount[];
  /** The ones the user shares (all of them unless unticked). */
  selected: string[];
  /** What the widget hands back once accounts are shared; Outlay exchanges it. */
  publicToken: string | null;
  link: BankLink | null;
  error: ApiError | null;
}

export type BankLinkEvent =
  | { type: 'consent.accepted' }
  | { type: 'bank.chosen'; institutionId: string }
  | { type: 'credentials.submitted'; username: string; password: string }
  | { type: 'mfa.submitted'; answer: string }
  | { type: 'account.toggled'; accountId: string }
  | { type: 'accounts.confirmed' }
  | { type: 'step.back' }
  | { type: 'link.retried' }
  | { type: 'widget.closed' };

export type BankLinkEmitted = { type: 'bank.linked'; link: BankLink } | { type: 'widget.exited' };
