import type { SignUpApplication, SignUpStepName } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { codeSentActions, codeStep, codeStepSetup, freshCodeStep } from '../kernel/code-step';
import { signUpActors } from './sign-up.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  EditableStep,
  SignUpContext,
  SignUpEvent,
  SignUpInput,
  SignUpNotice,
} from './sign-up.types';

type SignUpArgs = { context: SignUpContext; event: SignUpEvent };

/** The application a save answered: it is what every step shows from now on. */
const savedApplication = ({ event }: { event: { output: SignUpApplication } }) => event.output;

/** What the signUp machine names: its guards, actions, actors and delays, its code step's too. */
const signUpSetup = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
    emitted: {} as SignUpNotice,
    tags: {} as 'busy',
  },
  actors: signUpActors(unprovidedClient),
  guards: {
    noApplication: ({ context }) => context.application === null,
    isSubmitted: ({ context }) => context.application?.status === 'submitted',
    /** The application resumes at this step: its first one not complete. */
    resumesAt: ({ context }, params: { step: SignUpStepName }) =>
      context.application?.nextStep === params.step,
    /** A step opened from the progress indicator or an Edit link must be complete already. */
    canOpen: ({ context, event }, params: { step: EditableStep }) => {
      assertEvent(event, 'step.opened');
      const application = context.application;
      return (
        event.step === params.step &&
        application !== null &&
        (application.completedSteps.includes(params.step) || application.nextStep === params.step)
      );
    },
    bothAgreed: ({ event }) => {
      assertEvent(event, 'application.submitted');
      return event.agreementAccepted && event.privacyPolicyAccepted;
    },
  },
  actions: {
    rememberApplication: assign((_, application: SignUpApplication) => ({
      application,
      error: null,
      failure: null,
    })),
    rememberAccount: assign(
      (_, answer: { application: SignUpApplication; maskedPhone: string }) => ({
        application: answer.application,
        maskedPhone: answer.maskedPhone,
        error: null,
        failure: null,
      }),
    ),
    rememberFailure: assign(
      ({ event }, params: { failure: NonNullable<SignUpContext['failure']> }) => ({
        error: errorFrom(event),
        failure: params.failure,
      }),
    ),
    clearError: assign({ error: null, failure: null }),
    announceSaved: emit((_, params: { step: SignUpStepName }) => ({
      type: 'step.saved' as const,
      step: params.step,
    })),
    announceSent: emit({ type: 'application.sent' as const }),
    announceSession: emit((_, answer: { secretToken: string }) => ({
      type: 'session.started' as const,
      secretToken: answer.secretToken,
    })),
  },
}).extend(codeStepSetup<SignUpContext, SignUpEvent>());

const EDITABLE_STEPS = [
  'companyForm',
  'companyDetails',
  'ownerships',
  'accountOwner',
  'bankAccounts',
] as const satisfies readonly EditableStep[];

/** Opening another step that is complete (or next): from a step's form or the review. */
function openStep(except?: EditableStep) {
  return EDITABLE_STEPS.filter((step) => step !== except).map((step) => ({
    guard: { type: 'canOpen' as const, params: { step } },
    target: `#signUp.${step}` as const,
    actions: 'clearError' as const,
  }));
}

/** A form step: edited, then saved; the saved application says where the wizard goes next. */
function formStep<
  const TSave extends string,
  const TEvent extends SignUpEvent['type'],
  const TInput extends (args: SignUpArgs) => unknown,
>(options: {
  step: EditableStep;
  description: string;
  submitted: TEvent;
  save: TSave;
  input: TInput;
}) {
  return {
    description: options.description,
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...({ [options.submitted]: 'saving' } as Record<TEvent, 'saving'>),
          'step.opened': openStep(options.step),
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          id: options.save,
          src: options.save,
          input: options.input,
          onDone: {
            target: '#signUp.routing',
            actions: [
              { type: 'rememberApplication', params: savedApplication },
              { type: 'announceSaved', params: { step: options.step } },
            ],
          },
          onError: {
            target: 'editing',
            actions: { type: 'rememberFailure', params: { failure: 'save' } },
          },
        },
      },
    },
  } as const;
}

// The call each submitted form makes: what the form holds.
const accountInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'account.submitted');
  return { account: event.account };
};
const companyFormInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'companyForm.submitted');
  return { companyForm: event.companyForm };
};
const companyDetailsInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'companyDetails.submitted');
  return { companyDetails: event.companyDetails };
};
const ownershipsInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'ownerships.submitted');
  return { ownerships: event.ownerships };
};
const accountOwnerInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'accountOwner.submitted');
  return { accountOwner: event.accountOwner };
};
const bankAccountInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'bankAccount.added');
  return { account: event.account };
};
const fiscalAccountInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'fiscalAccount.submitted');
  return { fiscalAccount: event.fiscalAccount };
};
const bankAccountsInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'bankAccounts.submitted');
  return { bankAccounts: event.bankAccounts };
};
const bankPreferencesInput = ({ event }: SignUpArgs) => {
  assertEvent(event, 'bankPreferences.changed');
  return { bankAccounts: event.bankAccounts };
};

/**
 * The company sign-up wizard (spec part 2 §2.7, §4, §5): create account (with the phone's
 * SMS code, the shared code step), company form, company details, ownerships, account owner,
 * bank accounts, review; then submit. The server saves the application after every step and
 * answers it with its next step, which is where the wizard goes; a reload (or a new sign-in)
 * starts the machine with the saved application and it resumes there. Complete steps open
 * again from the progress indicator or the review's Edit links.
 */
export const signUpMachine = signUpSetup.createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    application: input.application,
    maskedPhone: null,
    ...freshCodeStep,
    error: null,
    failure: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      description: 'Where the application resumes: its first step not complete.',
      always: [
        { guard: 'noApplication', target: 'createAccount' },
        { guard: 'isSubmitted', target: 'submitted' },
        {
          guard: { type: 'resumesAt', params: { step: 'createAccount' } },
          target: 'verifyingPhone',
        },
        { guard: { type: 'resumesAt', params: { step: 'companyForm' } }, target: 'companyForm' },
        {
          guard: { type: 'resumesAt', params: { step: 'companyDetails' } },
          target: 'companyDetails',
        },
        { guard: { type: 'resumesAt', params: { step: 'ownerships' } }, target: 'ownerships' },
        { guard: { type: 'resumesAt', params: { step: 'accountOwner' } }, target: 'accountOwner' },
        { guard: { type: 'resumesAt', params: { step: 'bankAccounts' } }, target: 'bankAccounts' },
        { target: 'review' },
      ],
    },
    createAccount: {
      description:
        'Name, email, password, birth date, the over-18 confirmation and the phone with its calling code.',
      initial: 'editing',
      states: {
        editing: { on: { 'account.submitted': 'creating' } },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: accountInput,
            onDone: {
              target: '#signUp.verifyingPhone',
              actions: [
                { type: 'announceSession', params: ({ event }) => event.output },
                { type: 'rememberAccount', params: ({ event }) => event.output },
                ...codeSentActions,
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'account' } },
            },
          },
        },
      },
    },
    verifyingPhone: codeStep({
      step: '#signUp.verifyingPhone',
      description: 'The 6-digit code texted to the phone (the shared code step); Resend.',
      verify: {
        id: 'verifyPhone',
        src: 'verifyPhone',
        input: ({ event }: SignUpArgs) => {
          assertEvent(event, 'code.submitted');
          return { code: event.code };
        },
      },
      verified: {
        target: '#signUp.routing',
        actions: [
          { type: 'rememberApplication', params: savedApplication },
          { type: 'announceSaved', params: { step: 'createAccount' } },
        ],
      },
      refused: 'rememberCodeError',
      resend: { id: 'resendPhoneCode', src: 'sendPhoneCode' },
    }),
    companyForm: formStep({
      step: 'companyForm',
      description:
        'Country, legal and trading names, registration number, website, industry, business type.',
      submitted: 'companyForm.submitted',
      save: 'saveCompanyForm',
      input: companyFormInput,
    }),
    companyDetails: formStep({
      step: 'companyDetails',
      description: 'Formation, addresses, monthly card spend, operating countries and tax id.',
      submitted: 'companyDetails.submitted',
      save: 'saveCompanyDetails',
      input: companyDetailsInput,
    }),
    ownerships: formStep({
      step: 'ownerships',
      description: 'Leaders, and owners at or above 25% (the section named 25%+).',
      submitted: 'ownerships.submitted',
      save: 'saveOwnerships',
      input: ownershipsInput,
    }),
    accountOwner: formStep({
      step: 'accountOwner',
      description:
        "The account owner's role: CEO, CFO, COO, CTO, general counsel, president, other.",
      submitted: 'accountOwner.submitted',
      save: 'saveAccountOwner',
      input: accountOwnerInput,
    }),
    bankAccounts: {
      description:
        "Accounts linked through a provider's widget or entered with the country's numbers; a Mexican company's SAT credentials; the bank location and statement currency.",
      initial: 'editing',
      states: {
        editing: {
          on: {
            'bankAccount.added': 'addingAccount',
            'bankLink.linked': { target: 'loadingLinkedAccounts', actions: 'clearError' },
            'fiscalAccount.submitted': 'addingFiscalAccount',
            'bankAccounts.submitted': 'saving',
            'bankPreferences.changed': 'keepingPreferences',
            'step.opened': openStep('bankAccounts'),
          },
        },
        keepingPreferences: {
          description:
            'The location or currency just chosen is kept with the draft, so a reload or a later sign-in shows it; the step stays open to everything else meanwhile.',
          invoke: {
            id: 'saveBankPreferences',
            src: 'saveBankPreferences',
            input: bankPreferencesInput,
            onDone: {
              target: 'editing',
              actions: { type: 'rememberApplication', params: savedApplication },
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'save' } },
            },
          },
          on: {
            'bankAccount.added': 'addingAccount',
            'bankLink.linked': { target: 'loadingLinkedAccounts', actions: 'clearError' },
            'fiscalAccount.submitted': 'addingFiscalAccount',
            'bankAccounts.submitted': 'saving',
            'bankPreferences.changed': { target: 'keepingPreferences', reenter: true },
            'step.opened': openStep('bankAccounts'),
          },
        },
        addingAccount: {
          tags: ['busy'],
          invoke: {
            id: 'addBankAccount',
            src: 'addBankAccount',
            input: bankAccountInput,
            onDone: {
              target: 'editing',
              actions: { type: 'rememberApplication', params: savedApplication },
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'bankAccount' } },
            },
          },
        },
        loadingLinkedAccounts: {
          description: 'The widget linked a bank: the application now holds its accounts.',
          tags: ['busy'],
          invoke: {
            id: 'loadApplication',
            src: 'loadApplication',
            onDone: {
              target: 'editing',
              actions: { type: 'rememberApplication', params: savedApplication },
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'bankLink' } },
            },
          },
        },
        addingFiscalAccount: {
          tags: ['busy'],
          invoke: {
            id: 'addFiscalAccount',
            src: 'addFiscalAccount',
            input: fiscalAccountInput,
            onDone: {
              target: 'editing',
              actions: { type: 'rememberApplication', params: savedApplication },
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'fiscal' } },
            },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveBankAccounts',
            src: 'saveBankAccounts',
            input: bankAccountsInput,
            onDone: {
              target: '#signUp.routing',
              actions: [
                { type: 'rememberApplication', params: savedApplication },
                { type: 'announceSaved', params: { step: 'bankAccounts' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: { failure: 'save' } },
            },
          },
        },
      },
    },
    review: {
      description:
        'Every answer with an Edit link to its step; the program agreement and the privacy policy; Submit.',
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'application.submitted': { guard: 'bothAgreed', target: 'submitting' },
            'step.opened': openStep(),
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ event }: SignUpArgs) => {
              assertEvent(event, 'application.submitted');
              return {
                agreementAccepted: event.agreementAccepted,
                privacyPolicyAccepted: event.privacyPolicyAccepted,
              };
            },
            onDone: {
              target: '#signUp.submitted',
              actions: { type: 'rememberApplication', params: savedApplication },
            },
            onError: {
              target: 'reviewing',
              actions: { type: 'rememberFailure', params: { failure: 'submit' } },
            },
          },
        },
      },
    },
    submitted: {
      description: 'The application is sent; the app goes to /create-account-success.',
      type: 'final',
      entry: 'announceSent',
    },
  },
});
