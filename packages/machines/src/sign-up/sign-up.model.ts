// The sign-up wizard's model: the account, the phone code (resends and their wait), every step
// saved by the server, bank accounts typed or linked and fiscal accounts, opening a step from
// the review, and submitting.
import { ApiError, type SignUpApplication } from '@outlay/api-client';
import {
  accountCreated,
  signUpCodeSent,
  signUpCompanyDetails,
  signUpCompanyForm,
  signUpOwnerships,
  signUpReadyForReview,
  signUpStarted,
  signUpSubmitted,
} from '@outlay/api-client/mocks';
import { firstIncompleteStep, SIGN_UP_STEPS, type SignUpStep } from '@outlay/rules';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import type { InvokedCall } from '../testing/model-paths';
import { signUpActors } from './sign-up.actors';
import { signUpMachine } from './sign-up.machine';

type Snapshot = SnapshotFrom<typeof signUpMachine>;

const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  // The code step's counters matter only while it shows.
  const inCodeStep = snapshot.matches('verifyingPhone');
  return JSON.stringify({
    value: snapshot.value,
    status: context.application?.status ?? null,
    completed: context.application?.completedSteps.length ?? null,
    nextStep: context.application?.nextStep ?? null,
    accounts: context.application?.bankAccounts?.accounts.length ?? 0,
    currency: context.application?.bankAccounts?.preferredStatementCurrency ?? null,
    fiscal: Boolean(context.application?.bankAccounts?.fiscalAccount),
    failure: context.failure,
    codeError: context.failure === null && context.error !== null,
    codeSent: inCodeStep && context.codesSent > 0,
    codeSentEarlier: inCodeStep && context.codeSentEarlier,
    resendAfterSeconds: inCodeStep ? context.resendAfterSeconds : null,
  });
};

/** The server's answer to a save: the application with that step complete. */
function completed(application: SignUpApplication | null, step: SignUpStep): SignUpApplication {
  const base = application ?? accountCreated.application;
  const steps = SIGN_UP_STEPS.filter((name) => name === step || base.completedSteps.includes(name));
  return {
    ...signUpReadyForReview,
    account: { ...base.account, isPhoneVerified: true },
    bankAccounts: base.bankAccounts,
    completedSteps: steps,
    nextStep: firstIncompleteStep(steps),
  };
}

type BankAnswers = NonNullable<SignUpApplication['bankAccounts']>;
// What the mocks' ready application holds in its bank step: one account, the SAT credentials.
const readyBank: BankAnswers = signUpReadyForReview.bankAccounts ?? {
  bankLocation: 'MX',
  preferredStatementCurrency: 'MXN',
  accounts: [],
  fiscalAccount: null,
};
const noBankAccounts: BankAnswers = { ...readyBank, accounts: [], fiscalAccount: null };

/** The server's answer to an added account: the step holds one more, not yet complete. */
function withAccount(application: SignUpApplication | null): SignUpApplication {
  const base = application ?? accountCreated.application;
  const held = base.bankAccounts ?? noBankAccounts;
  return {
    ...base,
    bankAccounts: { ...held, accounts: readyBank.accounts },
  };
}

/** The server's answer to the SAT credentials: kept beside the accounts. */
function withFiscalAccount(application: SignUpApplication | null): SignUpApplication {
  const base = application ?? accountCreated.application;
  const held = base.bankAccounts ?? noBankAccounts;
  return {
    ...base,
    bankAccounts: { ...held, fiscalAccount: readyBank.fiscalAccount },
  };
}

/** The server's answer to the bank preferences kept with the draft: the step still open. */
function withPreferences(application: SignUpApplication | null): SignUpApplication {
  const base = application ?? accountCreated.application;
  const held = base.bankAccounts ?? { ...readyBank, accounts: [], fiscalAccount: null };
  return {
    ...base,
    bankAccounts: { ...held, bankLocation: 'MX', preferredStatementCurrency: 'USD' },
  };
}

/**
 * The server's answer to the bank step's save (apps/api sign-up.ts): complete with an account
 * and, for a Mexican company, its SAT credentials; without them the step stays where it is.
 * With no account at all the server refuses, which is the call's failure.
 */
function bankStepSaved(application: SignUpApplication | null) {
  const bank = application?.bankAccounts;
  if (!bank || bank.accounts.length === 0) return [];
  const mexican = (application.companyForm?.country ?? 'MX') === 'MX';
  if (bank.fiscalAccount || !mexican) {
    return [done('saveBankAccounts', completed(application, 'bankAccounts'))];
  }
  return [done('saveBankAccounts', application)];
}

const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});
const waited = { type: 'xstate.after.resendWait.signUp.verifyingPhone.resend.waiting' };

const bankAccounts = { bankLocation: 'MX', preferredStatementCurrency: 'MXN' } as const;
const userEvents = [
  {
    type: 'account.submitted',
    account: { ...accountCreated.application.account, password: 'Solicitud#2026x' },
  },
  { type: 'code.submitted', code: '123456' },
  { type: 'code.submitted', code: '12' },
  { type: 'resend.requested' },
  waited,
  { type: 'companyForm.submitted', companyForm: signUpCompanyForm },
  { type: 'companyDetails.submitted', companyDetails: signUpCompanyDetails },
  { type: 'ownerships.submitted', ownerships: signUpOwnerships },
  { type: 'accountOwner.submitted', accountOwner: { role: 'CEO' } },
  { type: 'bankAccount.added', account: { country: 'MX', accountNumber: '012180001234567899' } },
  { type: 'bankLink.linked' },
  { type: 'fiscalAccount.submitted', fiscalAccount: { rfc: 'TLE120514AB1', ciec: 'ciec-secreta' } },
  { type: 'bankAccounts.submitted', bankAccounts },
  {
    type: 'bankPreferences.changed',
    bankAccounts: { ...bankAccounts, preferredStatementCurrency: 'USD' },
  },
  ...(['companyForm', 'companyDetails', 'ownerships', 'accountOwner', 'bankAccounts'] as const).map(
    (step) => ({ type: 'step.opened', step }),
  ),
  { type: 'application.submitted', agreementAccepted: true, privacyPolicyAccepted: false },
  { type: 'application.submitted', agreementAccepted: true, privacyPolicyAccepted: true },
];

// Each call's outcomes, the answer shaped by the application the machine holds (the server's).
function outcomes(snapshot: Snapshot) {
  const application = snapshot.context.application;
  const saves: [string, SignUpStep][] = [
    ['saveCompanyForm', 'companyForm'],
    ['saveCompanyDetails', 'companyDetails'],
    ['saveOwnerships', 'ownerships'],
    ['saveAccountOwner', 'accountOwner'],
  ];
  return [
    done('createAccount', accountCreated),
    failed('createAccount'),
    done('verifyPhone', completed(application, 'createAccount')),
    failed('verifyPhone'),
    done('resendPhoneCode', signUpCodeSent),
    failed('resendPhoneCode'),
    tooSoon('resendPhoneCode'),
    ...saves.flatMap(([id, step]) => [done(id, completed(application, step)), failed(id)]),
    ...bankStepSaved(application),
    failed('saveBankAccounts'),
    done('saveBankPreferences', withPreferences(application)),
    failed('saveBankPreferences'),
    done('addBankAccount', withAccount(application)),
    failed('addBankAccount'),
    done('loadApplication', withAccount(application)),
    failed('loadApplication'),
    done('addFiscalAccount', withFiscalAccount(application)),
    failed('addFiscalAccount'),
    done('submitApplication', signUpSubmitted),
    failed('submitApplication'),
  ];
}

const calls: Record<string, InvokedCall> = {
  createAccount: { method: 'post', path: '/v2/web/user/create-account' },
  verifyPhone: { method: 'post', path: '/v2/sign-up/verify-phone' },
  resendPhoneCode: { method: 'post', path: '/v2/sign-up/phone-code' },
  saveCompanyForm: { method: 'put', path: '/v2/sign-up/company-form' },
  saveCompanyDetails: { method: 'put', path: '/v2/sign-up/company-details' },
  saveOwnerships: { method: 'put', path: '/v2/sign-up/ownerships' },
  saveAccountOwner: { method: 'put', path: '/v2/sign-up/account-owner' },
  saveBankAccounts: { method: 'put', path: '/v2/sign-up/bank-accounts' },
  saveBankPreferences: { method: 'put', path: '/v2/sign-up/bank-preferences' },
  addBankAccount: { method: 'post', path: '/v2/sign-up/bank-account' },
  loadApplication: { method: 'get', path: '/v2/sign-up/application' },
  addFiscalAccount: { method: 'post', path: '/v2/sign-up/add-fiscal-account' },
  submitApplication: { method: 'post', path: '/v2/sign-up/submit' },
};

export const signUpModel = defineFlowModel({
  machine: signUpMachine,
  provided: () => signUpMachine.provide({ actors: signUpActors(signedInClient()) }),
  untakeable: {
    'signUp.bankAccounts.keepingPreferences on bankPreferences.changed':
      "A self-transition, which xstate/graph's shortest paths never walk: sign-up.machine.test.ts checks that the latest choice is the one kept.",
  },
  variants: [
    {
      name: 'a visitor',
      input: () => ({
        application: null,
      }),
    },
    // A reloaded application resumes where it stopped (its routing, not a save, leads there).
    {
      name: 'an applicant back before verifying the phone',
      input: () => ({
        application: signUpStarted,
      }),
    },
    {
      name: 'an applicant back after submitting',
      input: () => ({
        application: signUpSubmitted,
      }),
    },
  ],
  // While a call is on its way only its outcomes are offered.
  events: (snapshot) =>
    snapshot.hasTag('busy') ? outcomes(snapshot) : [...userEvents, ...outcomes(snapshot)],
  serializeState,
  calls,
});
