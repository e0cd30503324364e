import { type PhoneVerificationConfig } from '@outlay/api-client';
import { maskPhone, nameMaxLength } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ChangePasswordOutcome } from '../change-password/change-password.types';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { PaoOutput } from '../pao/pao.types';
import type { PhoneVerificationInput } from '../phone-verification/phone-verification.types';
import { loginGateActors } from './login-gate.actors';
import {
  isPasswordExpiring,
  mayVerifyPhone,
  movesToCardOrder,
  mustAcceptTerms,
  mustChangePassword,
  mustConfirmLegalRepresentative,
  ownerIsElsewhere,
  phoneOf,
  phoneVerificationApplies,
} from './login-gate.rules';
import {
  CARD_ORDER_PATH,
  type LoginGateChildren,
  type LoginGateContext,
  type LoginGateEvent,
  type LoginGateInput,
  type LoginGateOutput,
  type SessionChangedNotice,
} from './login-gate.types';

/**
 * A gate's call, saved: on to the next gate, and the app reads the account again; refused: back
 * to the gate's question with the server's error.
 */
const answerSaved = (nextGate: `#loginGate.${string}`, question: string) =>
  ({
    onDone: { target: nextGate, actions: ['clearError', 'announceSessionChanged'] },
    onError: { target: question, actions: 'rememberError' },
  }) as const;

/** The phone dialog's flow: the consent's ids from the config, the phone masked. */
const phoneVerificationInput = ({
  context,
}: {
  context: LoginGateContext;
}): PhoneVerificationInput => ({
  agreement: {
    accessId: context.phoneConfig?.accessId ?? '',
    groupKey: context.phoneConfig?.groupKey ?? '',
    signerId: context.phoneConfig?.signerId ?? '',
  },
  phone: maskPhone(phoneOf(context.user)),
});

/**
 * What stands between sign-in and use, run each time a signed-in session starts (spec part 1
 * §4.1, §4.2, §4.5), in this order: the password-change status, terms, the legal
 * representative, phone verification, then the card-order move. The user and the company come
 * in as input (the app already holds them). A gate moves on only once its call succeeded; a
 * failing call keeps the user at that gate with the error. The dialogs with steps of their
 * own (change password, terms, the Primary Account Owner, phone) are child flows the gate
 * invokes, and it moves on by how each ended; the screen draws the child it finds in the
 * snapshot's `children`. Each gate that changed the account says so (`session.changed`), so the
 * app reads it again.
 */
export const loginGateMachine = setup({
  types: {
    context: {} as LoginGateContext,
    events: {} as LoginGateEvent,
    input: {} as LoginGateInput,
    output: {} as LoginGateOutput,
    emitted: {} as SessionChangedNotice,
    children: {} as LoginGateChildren,
    tags: {} as
      | 'busy'
      | 'dialog.changePassword'
      | 'dialog.passwordExpiration'
      | 'dialog.terms'
      | 'dialog.legalRepresentative'
      | 'dialog.primaryAccountOwner'
      | 'dialog.phone'
      | 'forced',
  },
  actors: loginGateActors(unprovidedClient),
  guards: {
    mustChangePassword: ({ context }) => mustChangePassword(context.user),
    passwordIsExpiring: ({ context }) => isPasswordExpiring(context.user),
    mustAcceptTerms: ({ context }) => mustAcceptTerms(context.user),
    mustConfirmLegalRepresentative: ({ context }) =>
      mustConfirmLegalRepresentative(context.user, context.company),
    mayVerifyPhone: ({ context }) => mayVerifyPhone(context.user),
    answeredSomeoneElse: ({ event }) =>
      event.type === 'legalRepresentative.answered' && !event.isRepresentative,
    phoneVerificationApplies: ({ context }, config: PhoneVerificationConfig) =>
      phoneVerificationApplies(config, context.company),
    passwordChanged: (_, outcome: ChangePasswordOutcome) => outcome === 'changed',
    ownerUpdated: (_, output: PaoOutput) => output.updated,
    movesToCardOrder: ({ context }) => movesToCardOrder(context.user),
  },
  actions: {
    announceSessionChanged: emit({ type: 'session.changed' as const }),
    rememberPhoneConfig: assign((_, phoneConfig: PhoneVerificationConfig) => ({ phoneConfig })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    moveToCardOrder: assign({ destination: CARD_ORDER_PATH }),
  },
}).createMachine({
  id: 'loginGate',
  context: ({ input }) => ({
    user: input.user,
    company: input.company,
    phoneConfig: null,
    error: null,
    destination: null,
  }),
  initial: 'password',
  states: {
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
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: { forced: true },
            onDone: {
              guard: { type: 'passwordChanged', params: ({ event }) => event.output },
              target: '#loginGate.terms',
              actions: 'announceSessionChanged',
            },
          },
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
            input: ({ context }) => ({ userId: context.user.userId }),
            ...answerSaved('#loginGate.terms', 'expiring'),
          },
        },
        changing: {
          description: 'The change-password modal from the expiration prompt; it can be cancelled.',
          tags: ['dialog.changePassword'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: { forced: false },
            onDone: [
              {
                guard: { type: 'passwordChanged', params: ({ event }) => event.output },
                target: '#loginGate.terms',
                actions: 'announceSessionChanged',
              },
              { target: 'expiring' },
            ],
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
          invoke: {
            id: 'terms',
            src: 'terms',
            onDone: { target: '#loginGate.legalRepresentative', actions: 'announceSessionChanged' },
          },
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
          on: {
            'legalRepresentative.answered': [
              { guard: 'answeredSomeoneElse', target: 'choosingOwner', actions: 'clearError' },
              { target: 'confirming' },
            ],
          },
        },
        choosingOwner: {
          description:
            'Someone else is the legal representative: the Primary Account Owner modal (spec part 2 §2.9) names or invites them; closing it asks the question again.',
          tags: ['dialog.primaryAccountOwner'],
          invoke: {
            id: 'primaryAccountOwner',
            src: 'primaryAccountOwner',
            input: ({ context }) => ({
              userId: context.user.userId,
              companyId: context.company.id,
              ownerElsewhere: ownerIsElsewhere(context.user, context.company),
              invite: {
                bookkeeperOffered: context.company.isBookkeeperAvailable,
                nameMaxLength: nameMaxLength(context.company.cardServiceType),
              },
            }),
            onDone: [
              {
                guard: { type: 'ownerUpdated', params: ({ event }) => event.output },
                target: '#loginGate.phone',
                actions: 'announceSessionChanged',
              },
              { target: 'asking' },
            ],
          },
        },
        confirming: {
          tags: ['dialog.legalRepresentative', 'busy'],
          invoke: {
            id: 'confirmLegalRepresentative',
            src: 'confirmLegalRepresentative',
            input: ({ context, event }) => {
              assertEvent(event, 'legalRepresentative.answered');
              return {
                userId: context.user.userId,
                companyId: context.company.id,
                isAdminLegalRepresentative: event.isRepresentative,
              };
            },
            ...answerSaved('#loginGate.phone', 'asking'),
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
          invoke: {
            id: 'phoneVerification',
            src: 'phoneVerification',
            input: phoneVerificationInput,
            onDone: { target: '#loginGate.cardOrder', actions: 'announceSessionChanged' },
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
