import { assertEvent, assign, emit, setup } from 'xstate';
import type {
  BankLink,
  LinkToken,
  SandboxLinkSession,
  SandboxLoginResult,
} from '@outlay/api-client';
import { bankLinkActors } from './bank-link.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  BankLinkContext,
  BankLinkEmitted,
  BankLinkEvent,
  BankLinkInput,
} from './bank-link.types';
import { errorFrom } from '../kernel/actor-error';

/** A refusal that ends the bank sign-in: the user starts again from the credentials. */
const ENDS_SIGN_IN = new Set(['CODE_LOCKED', 'CHALLENGE_EXPIRED']);

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`bank link: no ${what} yet`);
  return value;
}

/**
 * Linking a bank through a bank-linking provider's widget (spec part 1 §7, part 2 §3), as
 * Plaid Link, Flinks Connect and Belvo's widget run it: Outlay asks for a link token, the
 * widget opens on it (the provider's consent), the user picks a bank (not when re-authorising
 * a link: its bank is known), signs in with the bank's credentials, answers a second step when
 * the bank asks one, chooses the accounts to share, and Outlay exchanges the public token for
 * the link. Closing the widget at any step leaves nothing behind. Used by billing and by the
 * sign-up wizard's bank step (`scope: 'signUp'`: the applicant's own calls).
 */
export const bankLinkMachine = setup({
  types: {
    context: {} as BankLinkContext,
    events: {} as BankLinkEvent,
    input: {} as BankLinkInput,
    emitted: {} as BankLinkEmitted,
    output: {} as { link: BankLink | null },
    tags: {} as 'busy',
  },
  actors: bankLinkActors(unprovidedClient),
  guards: {
    reauthorises: ({ context }) => context.session?.mode === 'update',
    asksSecondStep: (_, result: SandboxLoginResult) => result.status === 'mfa',
    endsSignIn: ({ event }) => ENDS_SIGN_IN.has(errorFrom(event).code ?? ''),
    linkGone: ({ event }) => errorFrom(event).status === 404,
    sharesSomething: ({ context }) => context.selected.length > 0,
  },
  actions: {
    rememberLinkToken: assign((_, linkToken: LinkToken) => ({ linkToken })),
    rememberSession: assign((_, session: SandboxLinkSession) => ({
      session,
      institutionId: session.institution?.id ?? null,
    })),
    rememberBank: assign(({ event }) => {
      assertEvent(event, 'bank.chosen');
      return { institutionId: event.institutionId, error: null };
    }),
    rememberSignIn: assign((_, result: SandboxLoginResult) => ({
      loginId: result.loginId,
      mfa: result.mfa,
      accounts: result.accounts,
      selected: result.accounts.map((account) => account.id),
      error: null,
    })),
    toggleAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.toggled');
      return {
        selected: context.selected.includes(event.accountId)
          ? context.selected.filter((id) => id !== event.accountId)
          : [...context.selected, event.accountId],
      };
    }),
    rememberPublicToken: assign((_, publicToken: string) => ({ publicToken })),
    rememberLink: assign((_, link: BankLink) => ({ link, error: null })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    announceLinked: emit((_, link: BankLink) => ({ type: 'bank.linked' as const, link })),
    announceExit: emit({ type: 'widget.exited' as const }),
  },
}).createMachine({
  id: 'bankLink',
  context: ({ input }) => ({
    request: input.request,
    scope: input.scope ?? 'company',
    linkToken: null,
    session: null,
    institutionId: null,
    loginId: null,
    mfa: null,
    accounts: [],
    selected: [],
    publicToken: null,
    link: null,
    error: null,
  }),
  initial: 'opening',
  on: {
    'widget.closed': { target: '.exited' },
  },
  output: ({ context }) => ({ link: context.link }),
  states: {
    opening: {
      description: 'Outlay asks the provider for a link token (a new bank, or a link to renew).',
      tags: ['busy'],
      invoke: {
        id: 'createLinkToken',
        src: 'createLinkToken',
        input: ({ context }) => ({
          scope: context.scope,
          request: context.request,
        }),
        onDone: {
          target: 'loadingWidget',
          actions: { type: 'rememberLinkToken', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    loadingWidget: {
      description: "The provider's widget opens on the link token.",
      tags: ['busy'],
      invoke: {
        id: 'loadWidget',
        src: 'loadWidget',
        input: ({ context }) => ({
          linkToken: required(context.linkToken, 'link token').linkToken,
        }),
        onDone: {
          target: 'consent',
          actions: { type: 'rememberSession', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    consent: {
      description:
        'The provider says Outlay uses it to connect the bank, and what Outlay will see; Continue.',
      on: {
        'consent.accepted': [
          { guard: 'reauthorises', target: 'signingIn' },
          { target: 'choosingBank' },
        ],
      },
    },
    choosingBank: {
      description: "The provider's banks for the country, searchable.",
      on: {
        'bank.chosen': { target: 'signingIn', actions: 'rememberBank' },
        'step.back': { target: 'consent' },
      },
    },
    signingIn: {
      description: "The bank's sign-in: username and password (the sandbox's test sign-ins shown).",
      on: {
        'credentials.submitted': { target: 'checkingCredentials', actions: 'clearError' },
        'step.back': [
          { guard: 'reauthorises', target: 'consent', actions: 'clearError' },
          { target: 'choosingBank', actions: 'clearError' },
        ],
      },
    },
    checkingCredentials: {
      description: 'The bank checks the sign-in; it takes a moment.',
      tags: ['busy'],
      invoke: {
        id: 'signInToBank',
        src: 'signInToBank',
        input: ({ context, event }) => {
          assertEvent(event, 'credentials.submitted');
          return {
            linkToken: required(context.linkToken, 'link token').linkToken,
            institutionId: required(context.institutionId, 'bank'),
            username: event.username,
            password: event.password,
          };
        },
        onDone: [
          {
            guard: { type: 'asksSecondStep', params: ({ event }) => event.output },
            target: 'answeringSecondStep',
            actions: { type: 'rememberSignIn', params: ({ event }) => event.output },
          },
          {
            target: 'choosingAccounts',
            actions: { type: 'rememberSignIn', params: ({ event }) => event.output },
          },
        ],
        onError: [
          { guard: 'linkGone', target: 'failed', actions: 'rememberError' },
          { target: 'signingIn', actions: 'rememberError' },
        ],
      },
    },
    answeringSecondStep: {
      description: "The bank's second step: a code sent to a device, or a security question.",
      on: {
        'mfa.submitted': { target: 'checkingAnswer', actions: 'clearError' },
        'step.back': { target: 'signingIn', actions: 'clearError' },
      },
    },
    checkingAnswer: {
      description: 'The bank checks the answer; three wrong ones end the sign-in.',
      tags: ['busy'],
      invoke: {
        id: 'answerSecondStep',
        src: 'answerSecondStep',
        input: ({ context, event }) => {
          assertEvent(event, 'mfa.submitted');
          return {
            linkToken: required(context.linkToken, 'link token').linkToken,
            loginId: required(context.loginId, 'sign-in'),
            answer: event.answer,
          };
        },
        onDone: {
          target: 'choosingAccounts',
          actions: { type: 'rememberSignIn', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'linkGone', target: 'failed', actions: 'rememberError' },
          { guard: 'endsSignIn', target: 'signingIn', actions: 'rememberError' },
          { target: 'answeringSecondStep', actions: 'rememberError' },
        ],
      },
    },
    choosingAccounts: {
      description: 'The accounts the bank shows, all ticked; the user shares some or all.',
      on: {
        'account.toggled': { actions: 'toggleAccount' },
        'accounts.confirmed': { guard: 'sharesSomething', target: 'sharing' },
      },
    },
    sharing: {
      description: 'The provider records the accounts shared and hands back a public token.',
      tags: ['busy'],
      invoke: {
        id: 'shareAccounts',
        src: 'shareAccounts',
        input: ({ context }) => ({
          linkToken: required(context.linkToken, 'link token').linkToken,
          loginId: required(context.loginId, 'sign-in'),
          accountIds: context.selected,
        }),
        onDone: {
          target: 'exchanging',
          actions: { type: 'rememberPublicToken', params: ({ event }) => event.output.publicToken },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    exchanging: {
      description: 'Outlay exchanges the public token for the link and its accounts.',
      tags: ['busy'],
      invoke: {
        id: 'exchangePublicToken',
        src: 'exchangePublicToken',
        input: ({ context }) => ({
          scope: context.scope,
          publicToken: required(context.publicToken, 'public token'),
        }),
        onDone: {
          target: 'linked',
          actions: [
            { type: 'rememberLink', params: ({ event }) => event.output },
            { type: 'announceLinked', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    failed: {
      description:
        'The widget could not go on (an expired link token, a provider down): try again.',
      on: { 'link.retried': { target: 'opening', actions: 'clearError' } },
    },
    linked: {
      description: 'The bank is linked: its accounts can be attached.',
      type: 'final',
    },
    exited: {
      description: 'The user closed the widget; nothing was linked.',
      entry: 'announceExit',
      type: 'final',
    },
  },
});
