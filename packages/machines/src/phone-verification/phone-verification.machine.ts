import { type ClickwrapContract } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { phoneVerificationActors } from './phone-verification.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  PhoneVerificationContext,
  PhoneVerificationEvent,
  PhoneVerificationInput,
  PhoneVerificationNotice,
  PhoneVerificationOutput,
} from './phone-verification.types';
import { errorFrom } from '../kernel/actor-error';
import { firstCodeSend, codeStep, codeStepSetup, freshCodeStep } from '../kernel/code-step';

type PhoneArgs = { context: PhoneVerificationContext; event: PhoneVerificationEvent };

/** What the phoneVerification machine names: its guards, actions, actors and delays, its code step's too. */
const phoneVerificationSetup = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
    output: {} as PhoneVerificationOutput,
    emitted: {} as PhoneVerificationNotice,
    tags: {} as 'busy' | 'loading',
  },
  actors: phoneVerificationActors(unprovidedClient),
  guards: {
    hasConsented: ({ context }) => context.consented,
    notFound: ({ event }) => errorFrom(event).status === 404,
  },
  actions: {
    rememberConsent: assign((_, consent: (ClickwrapContract & { id: string }) | null) => ({
      consent,
    })),
    rememberConsented: assign({
      consented: ({ event }) => {
        assertEvent(event, 'consent.toggled');
        return event.consented;
      },
    }),
    rememberRefusedCode: assign({ error: ({ event }) => errorFrom(event), failure: 'code' }),
    rememberError: assign({ error: ({ event }) => errorFrom(event), failure: 'other' }),
    rememberNonPersonalError: assign({
      error: ({ event }) => errorFrom(event),
      failure: 'nonPersonal',
    }),
    closeVerified: assign({ outcome: { outcome: 'verified', message: null } }),
    closeNonPersonal: assign({ outcome: { outcome: 'nonPersonal', message: null } }),
    closeNotFound: assign(({ event }) => {
      const error = errorFrom(event);
      // The client's own message means the server sent none: the app says 'Something went wrong'.
      return { outcome: { outcome: 'closed' as const, message: error.key ? null : error.msg } };
    }),
    announceClosed: emit(({ context }) => ({
      type: 'phone.closed' as const,
      ...(context.outcome ?? { outcome: 'closed' as const, message: null }),
    })),
  },
}).extend(codeStepSetup<PhoneVerificationContext, PhoneVerificationEvent>());

/**
 * Verify your phone number (spec part 1 §4.5, §8): a consent checkbox (the agreement widget)
 * enables Continue; Continue signs the consent and texts a 6-digit code; the right code closes
 * the dialog. Skip, or 'This is not my phone number', marks the phone non-personal. A 404 from
 * the verification closes the dialog with the server's message. How it closed is emitted
 * (`phone.closed`) for the screen to say, and is the machine's output.
 */
export const phoneVerificationMachine = phoneVerificationSetup.createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    agreement: input.agreement,
    phone: input.phone,
    consent: null,
    consented: false,
    ...freshCodeStep,
    error: null,
    failure: null,
    outcome: null,
  }),
  initial: 'open',
  states: {
    open: {
      on: {
        'phone.skipped': 'markingNonPersonal',
        'phone.notMine': 'markingNonPersonal',
      },
      initial: 'loadingConsent',
      states: {
        loadingConsent: {
          description: 'The consent agreement the checkbox shows.',
          tags: ['busy', 'loading'],
          invoke: {
            id: 'loadConsent',
            src: 'loadConsent',
            input: ({ context }) => context,
            onDone: {
              target: 'consenting',
              actions: { type: 'rememberConsent', params: ({ event }) => event.output },
            },
            onError: { target: 'consenting', actions: 'rememberError' },
          },
        },
        consenting: {
          description: "'Verify your phone number': the masked phone, consent checkbox, Continue.",
          on: {
            'consent.toggled': { actions: 'rememberConsented' },
            'consent.continued': { guard: 'hasConsented', target: 'signingConsent' },
          },
        },
        signingConsent: {
          description: 'The consent is signed at the agreement provider.',
          tags: ['busy'],
          invoke: {
            id: 'signConsent',
            src: 'signConsent',
            input: ({ context }) => context,
            onDone: 'sendingCode',
            onError: { target: 'consenting', actions: 'rememberError' },
          },
        },
        sendingCode: {
          description: 'A 6-digit code goes to the phone by text message.',
          tags: ['busy'],
          invoke: firstCodeSend({
            send: { id: 'sendPhoneCode', src: 'sendPhoneCode' },
            sent: 'enteringCode',
            refusals: [
              { guard: 'notFound', target: '#phoneVerification.closed', actions: 'closeNotFound' },
            ],
            failed: { target: 'consenting', actions: 'rememberError' },
          }),
        },
        enteringCode: codeStep({
          step: '#phoneVerification.open.enteringCode',
          description: 'The 6-digit code from the text message, checked by the server; Resend.',
          verify: {
            id: 'verifyPhone',
            src: 'verifyPhone',
            input: ({ event }: PhoneArgs) => {
              assertEvent(event, 'code.submitted');
              return { code: event.code };
            },
          },
          verified: { target: '#phoneVerification.verified', actions: 'closeVerified' },
          verifyRefusals: [
            { guard: 'notFound', target: '#phoneVerification.closed', actions: 'closeNotFound' },
          ],
          refused: 'rememberRefusedCode',
          resend: { id: 'resendPhoneCode', src: 'sendPhoneCode' },
          resendRefusals: [
            { guard: 'notFound', target: '#phoneVerification.closed', actions: 'closeNotFound' },
          ],
          resendRefused: 'rememberError',
        }),
        history: { type: 'history', history: 'deep' },
      },
    },
    markingNonPersonal: {
      description: 'Skip or "This is not my phone number": the phone is marked non-personal.',
      tags: ['busy'],
      invoke: {
        id: 'markNonPersonal',
        src: 'markNonPersonal',
        input: ({ context }) => context,
        onDone: { target: 'nonPersonal', actions: 'closeNonPersonal' },
        // 'Something went wrong, please try again later', where the user was.
        onError: { target: 'open.history', actions: 'rememberNonPersonalError' },
      },
    },
    verified: { description: 'The phone is verified.', type: 'final', entry: 'announceClosed' },
    nonPersonal: {
      description: 'The phone is marked non-personal.',
      type: 'final',
      entry: 'announceClosed',
    },
    closed: {
      description: 'Nothing to verify (404): closed with the message.',
      type: 'final',
      entry: 'announceClosed',
    },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'closed', message: null },
});
