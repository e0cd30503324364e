import { CIEC_MIN_LENGTH, rfcProblem } from '@outlay/rules';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { satConnectActors } from './sat-connect.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  SatAccount,
  SatConnectContext,
  SatConnectEmitted,
  SatConnectEvent,
  SatCredentialProblems,
} from './sat-connect.types';

/**
 * Spec part 2 §5: the RFC is required, 12 to 13 characters (and an RFC the SAT could have
 * issued: its letters, a real date); the CIEC required, at least 8.
 * Null when the credentials can be sent.
 */
export function checkSatCredentials(
  credentials: Pick<SatConnectContext, 'rfc' | 'ciec'>,
): SatCredentialProblems | null {
  const problems: SatCredentialProblems = {
    rfc: rfcProblem(credentials.rfc),
    ciec:
      credentials.ciec === ''
        ? 'required'
        : credentials.ciec.length < CIEC_MIN_LENGTH
          ? 'tooShort'
          : null,
  };
  return problems.rfc === null && problems.ciec === null ? null : problems;
}

/**
 * Connecting (or reconnecting) the SAT account (spec part 2 §2.4): Connect opens the
 * confirmation dialog (what the data is used for, that the password is not stored); Confirm
 * opens the credentials dialog; a submit checks the RFC and CIEC, then hands them to the
 * server, which checks them with the SAT in the background. The account's status is server
 * state the page reads; this flow only tells it, once, that linking started.
 */
export const satConnectMachine = setup({
  types: {
    context: {} as SatConnectContext,
    events: {} as SatConnectEvent,
    emitted: {} as SatConnectEmitted,
    tags: {} as 'busy',
  },
  actors: satConnectActors(unprovidedClient),
  guards: {
    credentialsComplete: ({ context }) => checkSatCredentials(context) === null,
  },
  actions: {
    rememberRfc: assign(({ event }) => {
      assertEvent(event, 'rfc.changed');
      return { rfc: event.rfc.toUpperCase() };
    }),
    rememberCiec: assign(({ event }) => {
      assertEvent(event, 'ciec.changed');
      return { ciec: event.ciec };
    }),
    recheck: assign({
      problems: ({ context }) =>
        context.problems === null ? null : (checkSatCredentials(context) ?? null),
    }),
    showProblems: assign({ problems: ({ context }) => checkSatCredentials(context) }),
    clearForm: assign({ rfc: '', ciec: '', problems: null, error: null }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    announceLinking: emit((_, account: SatAccount) => ({
      type: 'account.linking' as const,
      account,
    })),
  },
}).createMachine({
  id: 'satConnect',
  context: () => ({
    rfc: '',
    ciec: '',
    problems: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No dialog: the page shows the account, with Connect or Reconnect.',
      on: { 'connect.requested': { target: 'confirming', actions: 'clearForm' } },
    },
    confirming: {
      description:
        'The confirmation dialog: data access through the provider, used for underwriting and credit limits, the RFC stored but not the password; Confirm or Cancel.',
      on: { 'connect.confirmed': 'enteringCredentials', 'connect.cancelled': 'idle' },
    },
    enteringCredentials: {
      description:
        'The credentials dialog: RFC and CIEC password (show/hide); a submit says what is missing or too short.',
      on: {
        'rfc.changed': { actions: ['rememberRfc', 'recheck'] },
        'ciec.changed': { actions: ['rememberCiec', 'recheck'] },
        'credentials.submitted': [
          { guard: 'credentialsComplete', target: 'linking', actions: 'clearError' },
          { actions: 'showProblems' },
        ],
        'connect.cancelled': { target: 'idle', actions: 'clearForm' },
      },
    },
    linking: {
      description: 'The credentials are on their way; the dialog waits.',
      tags: ['busy'],
      invoke: {
        id: 'linkSatAccount',
        src: 'linkSatAccount',
        input: ({ context }) => ({
          rfc: context.rfc.trim(),
          ciec: context.ciec,
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'announceLinking', params: ({ event }) => event.output }, 'clearForm'],
        },
        onError: { target: 'enteringCredentials', actions: 'rememberError' },
      },
    },
  },
});
