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

type With<T> = { client: OutlayClient } & T;

export const createAccount = fromPromise(
  ({ input }: { input: With<{ account: CreateAccountRequest }> }) =>
    unwrap(input.client.POST('/v2/web/user/create-account', { body: input.account })),
);

export const sendPhoneCode = fromPromise(({ input }: { input: With<object> }) =>
  unwrap(input.client.POST('/v2/sign-up/phone-code')),
);

export const verifyPhone = fromPromise(({ input }: { input: With<{ code: string }> }) =>
  unwrap(input.client.POST('/v2/sign-up/verify-phone', { body: { code: input.code } })),
);

export const saveCompanyForm = fromPromise(
  ({ input }: { input: With<{ companyForm: SignUpCompanyForm }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/company-form', { body: input.companyForm })),
);

export const saveCompanyDetails = fromPromise(
  ({ input }: { input: With<{ companyDetails: SignUpCompanyDetails }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/company-details', { body: input.companyDetails })),
);

export const saveOwnerships = fromPromise(
  ({ input }: { input: With<{ ownerships: SignUpOwnerships }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/ownerships', { body: input.ownerships })),
);

export const saveAccountOwner = fromPromise(
  ({ input }: { input: With<{ accountOwner: SignUpAccountOwner }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/account-owner', { body: input.accountOwner })),
);

export const addBankAccount = fromPromise(
  ({ input }: { input: With<{ account: ManualBankAccount }> }) =>
    unwrap(input.client.POST('/v2/sign-up/bank-account', { body: { account: input.account } })),
);

/** The application again: after the bank-link widget's exchange added the accounts shared. */
export const loadApplication = fromPromise(({ input }: { input: With<object> }) =>
  unwrap(input.client.GET('/v2/sign-up/application')),
);

export const addFiscalAccount = fromPromise(
  ({ input }: { input: With<{ fiscalAccount: AddFiscalAccountRequest }> }) =>
    unwrap(input.client.POST('/v2/sign-up/add-fiscal-account', { body: input.fiscalAccount })),
);

export const saveBankAccounts = fromPromise(
  ({ input }: { input: With<{ bankAccounts: SignUpBankAccounts }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/bank-accounts', { body: input.bankAccounts })),
);

/** What the bank step chose so far, kept with the draft; the step stays open. */
export const saveBankPreferences = fromPromise(
  ({ input }: { input: With<{ bankAccounts: SignUpBankAccounts }> }) =>
    unwrap(input.client.PUT('/v2/sign-up/bank-preferences', { body: input.bankAccounts })),
);

export const submitApplication = fromPromise(
  ({ input }: { input: With<{ agreementAccepted: boolean; privacyPolicyAccepted: boolean }> }) =>
    unwrap(
      input.client.POST('/v2/sign-up/submit', {
        body: {
          agreementAccepted: input.agreementAccepted,
          privacyPolicyAccepted: input.privacyPolicyAccepted,
        },
      }),
    ),
);
