import type { TwoFactorMethods } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { codeRegion, codeStepSetup, freshCodeStep, type CodeSentNotice } from '../kernel/code-step';
import { authenticatorSetupActors } from './authenticator-setup.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  AuthenticatorSetupContext,
  AuthenticatorSetupEvent,
  AuthenticatorSetupInput,
  AuthenticatorSetupOutput,
  AuthenticatorConfirmedNotice,
} from './authenticator-setup.types';

type SetupArgs = { context: AuthenticatorSetupContext; event: AuthenticatorSetupEvent };

/** The user's methods, as the confirmation answered them. */
const methodsOf = ({ event }: { event: { output: TwoFactorMethods } }) => event.output;

/** What the authenticatorSetup machine names: its guards, actions, actors and delays, its code step's too. */
const authenticatorSetupSetup = setup({
  types: {
    context: {} as AuthenticatorSetupContext,
    events: {} as AuthenticatorSetupEvent,
    input: {} as AuthenticatorSetupInput,
    output: {} as AuthenticatorSetupOutput,
    // The code step's own news (code.sent) never comes: this step sends no codes.
    emitted: {} as AuthenticatorConfirmedNotice | CodeSentNotice,
    tags: {} as 'busy',
  },
  actors: authenticatorSetupActors(unprovidedClient),
  actions: {
    rememberMethods: assign((_, methods: TwoFactorMethods) => ({ methods, error: null })),
    announceConfirmed: emit((_, methods: TwoFactorMethods) => ({
      type: 'authenticator.confirmed' as const,
      methods,
    })),
  },
}).extend(codeStepSetup<AuthenticatorSetupContext, AuthenticatorSetupEvent>());

/**
 * An authenticator app on /settings/security: once a verification granted it, the app's QR
 * code and key are shown, and its first code (the code step, with no Resend: the app makes
 * its own codes) confirms it. The user's methods, with the app, are the output.
 */
export const authenticatorSetupMachine = authenticatorSetupSetup.createMachine({
  id: 'authenticatorSetup',
  context: ({ input }) => ({
    enrolment: input.enrolment,
    ...freshCodeStep,
    error: null,
    methods: null,
  }),
  initial: 'enteringCode',
  on: { 'setup.cancelled': '.cancelled' },
  states: {
    enteringCode: {
      description: 'The QR code and key, and the first code the app shows.',
      ...codeRegion({
        step: '#authenticatorSetup.enteringCode',
        verify: {
          id: 'confirmAuthenticator',
          src: 'confirmAuthenticator',
          input: ({ event }: SetupArgs) => {
            assertEvent(event, 'code.submitted');
            return { code: event.code };
          },
        },
        verified: {
          target: '#authenticatorSetup.confirmed',
          actions: [
            { type: 'rememberMethods', params: methodsOf },
            { type: 'announceConfirmed', params: methodsOf },
          ],
        },
      }),
    },
    confirmed: { description: 'The app is set up.', type: 'final' },
    cancelled: { description: 'Closed before the app was confirmed.', type: 'final' },
  },
  output: ({ context }) => context.methods,
});
