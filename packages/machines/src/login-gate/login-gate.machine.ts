import { type Company, type LoggedInUser, type PhoneVerificationConfig } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import {
  confirmLegalRepresentative,
  dismissPasswordWarning,
  loadPhoneConfig,
  loadSession,
} from './login-gate.actors';
import {
  isPasswordExpiring,
  mayVerifyPhone,
  movesToCardOrder,
  mustAcceptTerms,
  mustChangePassword,
  mustConfirmLegalRepresentative,
  phoneVerificationApplies,
} from './login-gate.rules';
import {
  CARD_ORDER_PATH,
  type LoginGateContext,
  type LoginGateEvent,
  type LoginGateInput,
  type LoginGateOutput,
} from './login-gate.types';
import { errorFrom } from '../kernel/actor-error';

/**
 * What stands between sign-in and use, run each time a signed-in session starts (spec part 1
 * §4.1, §4.2, §4.5), in this order: the password-change status, terms, the legal
 * representative, phone verification, then the card-order move. A gate moves on only once its
 * call succeeded; a failing call keeps the user at that gate with the error. The dialogs with
 * steps of their own (change password, terms, phone) run their own machines and report here.
 */
export const loginGateMachine = setup({
  types: {
    context: {} as LoginGateContext,
    events: {} as LoginGateEvent,
    input: {} as LoginGateInput,
    output: {} as LoginGateOutput,
    tags: {} as
      | 'busy'
      | 'dialog.changePassword'
      | 'dialog.passwordExpiration'
      | 'dialog.terms'
      | 'dialog.legalRepresentative'
      | 'dialog.phone'
      | 'forced',
  },
  actors: { loadSession, dismissPasswordWarning, confirmLegalRepresentative, loadPhoneConfig },
  guards: {
    mustChangePassword: ({ context }) => context.user !== null && mustChangePassword(context.user),
    passwordIsExpiring: ({ context }) => context.user !== null && isPasswordExpiring(context.user),
    mustAcceptTerms: ({ context }) => context.user !== null && mustAcceptTerms(context.user),
    mustConfirmLegalRepresentative: ({ context }) =>
      context.user !== null &&
      context.company !== null &&
      mustConfirmLegalRepresentative(context.user, context.company),
    mayVerifyPhone: ({ context }) => context.user !== null && mayVerifyPhone(context.user),
    phoneVerificationApplies: ({ context }, config: PhoneVerificationConfig) =>
      context.company !== null && phoneVerificationApplies(config, context.company),
    movesToCardOrder: ({ context }) => context.user !== null && movesToCardOrder(context.user),
  },
  actions: {
    rememberSession: assign((_, session: { user: LoggedInUser; company: Company }) => ({
      ...session,
      error: null,
    })),
    rememberPhoneConfig: assign((_, phoneConfig: PhoneVerificationConfig) => ({ phoneConfig })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    rememberNotice: assign({
      notice: ({ event }) => {
        assertEvent(event, 'phone.closed');
        return { tone: event.tone, message: event.message };
      },
    }),
    moveToCardOrder: assign({ destination: CARD_ORDER_PATH }),
  },
}).createMachine({
  id: 'loginGate',
  context: ({ input }) => ({
    client: input.client,
    user: null,
    company: null,
    phoneConfig: null,
    error: null,
    notice: null,
    destination: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'load-user-profile and company-details: the facts the gates decide on.',
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'password',
          actions: { type: 'rememberSession', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: 'rememberError' },
      },
    },
    loadFailed: {
      description: 'The facts could not be read; the app says so and offers to try again.',
      on: { 'retry.requested': { target: 'loading', actions: 'clearError' } },
    },
    password: {
      description: 'The password-change status: MANDATORY_CHANGE_REQUIRED, NO, or nothing to do.',
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'mustChangePassword', target: 'forced' },
            { guard: 'passwordIsExpiring', target: 'expiring' },
            { target: '#loginGate.terms' },
          ],
        },
        forced: {
          description: 'The forced change-password modal: not closable, no Cancel; DONE after.',
          tags: ['dialog.changePassword', 'forced'],
          on: { 'password.changed': '#loginGate.terms' },
        },
        expiring: {
          description: 'The password-expiration modal: Cancel or Change Password.',
          tags: ['dialog.passwordExpiration'],
          on: {
            'expiration.dismissed': 'dismissing',
            'password.changeChosen': { target: 'changing', actions: 'clearError' },
          },
        },
        dismissing: {
          description: 'Dismissing sets the status to WARN_SENT.',
          tags: ['dialog.passwordExpiration', 'busy'],
          invoke: {
            id: 'dismissPasswordWarning',
            src: 'dismissPasswordWarning',
            input: ({ context }) => ({
              client: context.client,
              userId: context.user?.userId ?? '',
            }),
            onDone: { target: '#loginGate.terms', actions: 'clearError' },
            onError: { target: 'expiring', actions: 'rememberError' },
          },
        },
        changing: {
          description: 'The change-password modal from the expiration prompt; it can be cancelled.',
          tags: ['dialog.changePassword'],
          on: {
            'password.changed': '#loginGate.terms',
            'password.changeCancelled': 'expiring',
          },
        },
      },
    },
    terms: {
      description: 'Terms not accepted: click-wrap or in-house, by the agreement provider.',
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'mustAcceptTerms', target: 'accepting' },
            { target: '#loginGate.legalRepresentative' },
          ],
        },
        accepting: {
          tags: ['dialog.terms'],
          on: { 'terms.accepted': '#loginGate.legalRepresentative' },
        },
      },
    },
    legalRepresentative: {
      description: 'An admin whose legal representative is unconfirmed confirms it.',
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'mustConfirmLegalRepresentative', target: 'asking' },
            { target: '#loginGate.phone' },
          ],
        },
        asking: {
          tags: ['dialog.legalRepresentative'],
          on: { 'legalRepresentative.answered': 'confirming' },
        },
        confirming: {
          tags: ['dialog.legalRepresentative', 'busy'],
          invoke: {
            id: 'confirmLegalRepresentative',
            src: 'confirmLegalRepresentative',
            input: ({ context, event }) => {
              assertEvent(event, 'legalRepresentative.answered');
              return {
                client: context.client,
                userId: context.user?.userId ?? '',
                companyId: context.company?.id ?? 0,
                isAdminLegalRepresentative: event.isRepresentative,
              };
            },
            onDone: { target: '#loginGate.phone', actions: 'clearError' },
            onError: { target: 'asking', actions: 'rememberError' },
          },
        },
      },
    },
    phone: {
      description: 'Phone verification when every condition of §4.5 holds.',
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'mayVerifyPhone', target: 'loadingConfig' },
            { target: '#loginGate.cardOrder' },
          ],
        },
        loadingConfig: {
          description: "phone-verification-config: the company lists and the consent's ids.",
          tags: ['busy'],
          invoke: {
            id: 'loadPhoneConfig',
            src: 'loadPhoneConfig',
            input: ({ context }) => ({ client: context.client }),
            onDone: [
              {
                guard: {
                  type: 'phoneVerificationApplies',
                  params: ({ event }) => event.output,
                },
                target: 'verifying',
                actions: { type: 'rememberPhoneConfig', params: ({ event }) => event.output },
              },
              { target: '#loginGate.cardOrder' },
            ],
            // Verification is optional for the user (Skip exists), so a config that cannot be
            // read lets them through rather than holding them on a dialog with nothing to do.
            onError: '#loginGate.cardOrder',
          },
        },
        verifying: {
          tags: ['dialog.phone'],
          on: {
            'phone.closed': { target: '#loginGate.cardOrder', actions: 'rememberNotice' },
          },
        },
      },
    },
    cardOrder: {
      description: 'The start-physical-card flag with an active cardholder moves to /card-order.',
      always: [
        { guard: 'movesToCardOrder', target: 'passed', actions: 'moveToCardOrder' },
        { target: 'passed' },
      ],
    },
    passed: { description: 'Every gate is passed.', type: 'final' },
  },
  output: ({ context }) => ({ destination: context.destination }),
});
