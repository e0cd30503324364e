import { type ClickwrapContract, type Message, type PhoneCodeSent } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import {
  loadConsent,
  markNonPersonal,
  sendPhoneCode,
  signConsent,
  verifyPhone,
} from './phone-verification.actors';
import type {
  PhoneVerificationContext,
  PhoneVerificationEvent,
  PhoneVerificationInput,
  PhoneVerificationOutput,
} from './phone-verification.types';
import { errorFrom } from '../kernel/actor-error';
import { isOneTimeCode } from '@outlay/rules';

/**
 * Verify your phone number (spec part 1 §4.5, §8): a consent checkbox (the agreement widget)
 * enables Continue; Continue signs the consent and texts a 6-digit code; the right code closes
 * the dialog. Skip, or 'This is not my phone number', marks the phone non-personal. A 404 from
 * the verification closes the dialog with the server's message.
 */
export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    input: {} as PhoneVerificationInput,
    output: {} as PhoneVerificationOutput,
    tags: {} as 'busy' | 'loading',
  },
  actors: { loadConsent, signConsent, sendPhoneCode, verifyPhone, markNonPersonal },
  guards: {
    hasConsented: ({ context }) => context.consented,
    codeIsSixDigits: ({ event }) => {
      assertEvent(event, 'code.submitted');
      return isOneTimeCode(event.code);
    },
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
    markCodeSent: assign(({ context }, sent: PhoneCodeSent) => ({
      codesSent: context.codesSent + 1,
      resendAfterSeconds: sent.resendAfterSeconds,
      error: null,
      failure: null,
    })),
    rememberCodeError: assign({ error: ({ event }) => errorFrom(event), failure: 'code' }),
    rememberError: assign({ error: ({ event }) => errorFrom(event), failure: 'other' }),
    rememberNonPersonalError: assign({
      error: ({ event }) => errorFrom(event),
      failure: 'nonPersonal',
    }),
    clearError: assign({ error: null, failure: null }),
    closeVerified: assign({ outcome: { outcome: 'verified', message: null } }),
    closeNonPersonal: assign((_, message: Message) => ({
      outcome: { outcome: 'nonPersonal' as const, message: message.msg },
    })),
    closeNotFound: assign(({ event }) => {
      const error = errorFrom(event);
      // The client's own message means the server sent none: the app says 'Something went wrong'.
      return { outcome: { outcome: 'closed' as const, message: error.key ? null : error.msg } };
    }),
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({
    client: input.client,
    agreement: input.agreement,
    phone: input.phone,
    consent: null,
    consented: false,
    codesSent: 0,
    resendAfterSeconds: 0,
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
          invoke: {
            id: 'sendPhoneCode',
            src: 'sendPhoneCode',
            input: ({ context }) => context,
            onDone: {
              target: 'enteringCode',
              actions: { type: 'markCodeSent', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'notFound', target: '#phoneVerification.closed', actions: 'closeNotFound' },
              { target: 'consenting', actions: 'rememberError' },
            ],
          },
        },
        enteringCode: {
          description: 'The 6-digit code from the text message, checked by the server.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.submitted': { guard: 'codeIsSixDigits', target: 'verifying' },
                'resend.requested': 'resending',
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyPhone',
                src: 'verifyPhone',
                input: ({ context, event }) => {
                  assertEvent(event, 'code.submitted');
                  return { client: context.client, code: event.code };
                },
                onDone: { target: '#phoneVerification.verified', actions: 'closeVerified' },
                onError: [
                  {
                    guard: 'notFound',
                    target: '#phoneVerification.closed',
                    actions: 'closeNotFound',
                  },
                  { target: 'idle', actions: 'rememberCodeError' },
                ],
              },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'resendPhoneCode',
                src: 'sendPhoneCode',
                input: ({ context }) => context,
                onDone: {
                  target: 'idle',
                  actions: { type: 'markCodeSent', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: 'notFound',
                    target: '#phoneVerification.closed',
                    actions: 'closeNotFound',
                  },
                  { target: 'idle', actions: 'rememberError' },
                ],
              },
            },
          },
        },
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
        onDone: {
          target: 'nonPersonal',
          actions: { type: 'closeNonPersonal', params: ({ event }) => event.output },
        },
        // 'Something went wrong, please try again later', where the user was.
        onError: { target: 'open.history', actions: 'rememberNonPersonalError' },
      },
    },
    verified: { description: 'The phone is verified.', type: 'final' },
    nonPersonal: { description: 'The phone is marked non-personal.', type: 'final' },
    closed: { description: 'Nothing to verify (404): closed with the message.', type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { outcome: 'closed', message: null },
});
