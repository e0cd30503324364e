import type {
  AddFiscalAccountRequest,
  ApiError,
  CreateAccountRequest,
  ManualBankAccount,
  SignUpAccountOwner,
  SignUpApplication,
  SignUpBankAccounts,
  SignUpCompanyDetails,
  SignUpCompanyForm,
  SignUpOwnerships,
  SignUpStepName,
} from '@outlay/api-client';
import type { CodeSentNotice, CodeStepContext } from '../kernel/code-step';

export interface SignUpInput {
  /**
   * The applicant's saved application (react-query holds it), or null for a visitor who has
   * not created an account: the wizard opens at its first step not complete.
   */
  application: SignUpApplication | null;
}

/** The form steps after create-account, which the applicant may open again once complete. */
export type EditableStep = Exclude<SignUpStepName, 'createAccount' | 'review'>;

export interface SignUpContext extends CodeStepContext {
  /** The application as the server last answered it: what each step shows and resumes from. */
  application: SignUpApplication | null;
  /** The phone the code went to, masked. */
  maskedPhone: string | null;
  /** What failed last, so the screen shows the server's words beside the right form. */
  failure:
    | 'account'
    | 'code'
    | 'resend'
    | 'save'
    | 'bankAccount'
    | 'bankLink'
    | 'fiscal'
    | 'submit'
    | null;
}

export type SignUpEvent =
  | { type: 'account.submitted'; account: CreateAccountRequest }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'companyForm.submitted'; companyForm: SignUpCompanyForm }
  | { type: 'companyDetails.submitted'; companyDetails: SignUpCompanyDetails }
  | { type: 'ownerships.submitted'; ownerships: SignUpOwnerships }
  | { type: 'accountOwner.submitted'; accountOwner: SignUpAccountOwner }
  | { type: 'bankAccount.added'; account: ManualBankAccount }
  /** The bank-link widget (its own machine) linked a bank: its accounts are on the application. */
  | { type: 'bankLink.linked' }
  | { type: 'fiscalAccount.submitted'; fiscalAccount: AddFiscalAccountRequest }
  | { type: 'bankAccounts.submitted'; bankAccounts: SignUpBankAccounts }
  /** The bank location or statement currency was chosen: kept with the draft at once. */
  | { type: 'bankPreferences.changed'; bankAccounts: SignUpBankAccounts }
  | { type: 'step.opened'; step: EditableStep }
  | { type: 'application.submitted'; agreementAccepted: boolean; privacyPolicyAccepted: boolean };

/** One-off news for the screen: a code went out, a step was saved, the application was sent. */
export type SignUpNotice =
  | CodeSentNotice
  /** create-account opened the applicant's session: the app keeps its token. */
  | { type: 'session.started'; secretToken: string }
  | { type: 'step.saved'; step: SignUpStepName }
  | { type: 'application.sent' };

export type { ApiError };
