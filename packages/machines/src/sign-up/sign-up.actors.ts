import {
  unwrap,
  type AddFiscalAccountRequest,
  type CreateAccountRequest,
  type ManualBankAccount,
  type OutlayClient,
  type SignUpAccountOwner,
  type SignUpBankAccounts,
  type SignUpCompanyDetails,
  type SignUpCompanyForm,
  type SignUpOwnerships,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

// One call each. Every save answers the application as it now is (its next step included).

/** The sign up flow's calls, built once on the client the app (or a test) gives. */
export const signUpActors = (client: OutlayClient) => ({
  createAccount: fromPromise(({ input }: { input: { account: CreateAccountRequest } }) =>
    unwrap(client.POST('/v2/web/user/create-account', { body: input.account })),
  ),

  sendPhoneCode: fromPromise(() => unwrap(client.POST('/v2/sign-up/phone-code'))),

  verifyPhone: fromPromise(({ input }: { input: { code: string } }) =>
    unwrap(client.POST('/v2/sign-up/verify-phone', { body: { code: input.code } })),
  ),

  saveCompanyForm: fromPromise(({ input }: { input: { companyForm: SignUpCompanyForm } }) =>
    unwrap(client.PUT('/v2/sign-up/company-form', { body: input.companyForm })),
  ),

  saveCompanyDetails: fromPromise(
    ({ input }: { input: { companyDetails: SignUpCompanyDetails } }) =>
      unwrap(client.PUT('/v2/sign-up/company-details', { body: input.companyDetails })),
  ),

  saveOwnerships: fromPromise(({ input }: { input: { ownerships: SignUpOwnerships } }) =>
    unwrap(client.PUT('/v2/sign-up/ownerships', { body: input.ownerships })),
  ),

  saveAccountOwner: fromPromise(({ input }: { input: { accountOwner: SignUpAccountOwner } }) =>
    unwrap(client.PUT('/v2/sign-up/account-owner', { body: input.accountOwner })),
  ),

  addBankAccount: fromPromise(({ input }: { input: { account: ManualBankAccount } }) =>
    unwrap(client.POST('/v2/sign-up/bank-account', { body: { account: input.account } })),
  ),

  /** The application again: after the bank-link widget's exchange added the accounts shared. */
  loadApplication: fromPromise(() => unwrap(client.GET('/v2/sign-up/application'))),

  addFiscalAccount: fromPromise(
    ({ input }: { input: { fiscalAccount: AddFiscalAccountRequest } }) =>
      unwrap(client.POST('/v2/sign-up/add-fiscal-account', { body: input.fiscalAccount })),
  ),

  saveBankAccounts: fromPromise(({ input }: { input: { bankAccounts: SignUpBankAccounts } }) =>
    unwrap(client.PUT('/v2/sign-up/bank-accounts', { body: input.bankAccounts })),
  ),

  /** What the bank step chose so far, kept with the draft; the step stays open. */
  saveBankPreferences: fromPromise(({ input }: { input: { bankAccounts: SignUpBankAccounts } }) =>
    unwrap(client.PUT('/v2/sign-up/bank-preferences', { body: input.bankAccounts })),
  ),

  submitApplication: fromPromise(
    ({ input }: { input: { agreementAccepted: boolean; privacyPolicyAccepted: boolean } }) =>
      unwrap(
        client.POST('/v2/sign-up/submit', {
          body: {
            agreementAccepted: input.agreementAccepted,
            privacyPolicyAccepted: input.privacyPolicyAccepted,
          },
        }),
      ),
  ),
});
