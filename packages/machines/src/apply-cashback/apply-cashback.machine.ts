import type { RewardRedemption } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import {
  checkedSubmit,
  typedAmountEvents,
  typedAmountProblem,
  typedMinorOf,
  verifiedCallStates,
} from '../kernel/verified-payment';
import { applyCashbackActors } from './apply-cashback.actors';
import type {
  ApplyCashbackContext,
  ApplyCashbackEmitted,
  ApplyCashbackEvent,
  ApplyCashbackInput,
  ApplyFieldErrors,
} from './apply-cashback.types';

type Checked = Pick<
  ApplyCashbackContext,
  'choice' | 'otherAmount' | 'currency' | 'availableMinor' | 'destination' | 'accountId'
>;

/** What would be redeemed, in minor units: all of the available cashback, or the amount typed. */
export function redeemingMinorOf(context: Checked): number | null {
  return context.choice === 'all'
    ? context.availableMinor
    : typedMinorOf(context.otherAmount, context.currency);
}

/** The amount (above nothing, at most what is available) and, for a deposit, the account. */
export function checkApplication(context: Checked): ApplyFieldErrors | null {
  const errors: ApplyFieldErrors = {
    amount: typedAmountProblem(context, redeemingMinorOf(context), {
      minor: context.availableMinor,
      problem: 'aboveAvailable',
    }),
    account: context.destination === 'account' && context.accountId === null ? 'required' : null,
  };
  return errors.amount === null && errors.account === null ? null : errors;
}

/**
 * Apply cashback (issue 35): all of the available cashback or another amount, to the open
 * statement (an adjustment entry labelled Cashback) or to a verified AutoPay account, a fresh
 * code in the verification dialog, then the redemption asked of the server. What becomes of it
 * (applied, or cancelled while the issuer holds it) the rewards page reads; no copy here.
 */
export const applyCashbackMachine = setup({
  types: {
    context: {} as ApplyCashbackContext,
    events: {} as ApplyCashbackEvent,
    input: {} as ApplyCashbackInput,
    emitted: {} as ApplyCashbackEmitted,
    tags: {} as 'busy',
  },
  actors: applyCashbackActors(unprovidedClient),
  guards: {
    hasCashback: ({ context }) => context.availableMinor > 0,
    isApplicable: ({ context }) => checkApplication(context) === null,
  },
  actions: {
    rememberChoice: assign(({ event }) => {
      assertEvent(event, 'amount.choiceChanged');
      return { choice: event.choice };
    }),
    rememberAmount: assign(({ event }) => {
      assertEvent(event, 'amount.changed');
      return { otherAmount: event.amount, choice: 'other' as const };
    }),
    rememberDestination: assign(({ context, event }) => {
      assertEvent(event, 'destination.chosen');
      return {
        destination: event.destination,
        accountId:
          event.destination === 'account'
            ? (context.accountId ?? context.accounts[0]?.id ?? null)
            : null,
      };
    }),
    rememberAccount: assign(({ context, event }) => {
      assertEvent(event, 'account.chosen');
      const known = context.accounts.some((account) => account.id === event.accountId);
      return { accountId: known ? event.accountId : context.accountId };
    }),
    recheckFields: assign({
      fieldErrors: ({ context }) =>
        context.fieldErrors === null ? null : (checkApplication(context) ?? null),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkApplication(context) }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit({ type: 'verification.needed' as const }),
    rememberRedemption: assign((_, redemption: RewardRedemption) => ({ redemption })),
    announceRedemption: emit((_, redemption: RewardRedemption) => ({
      type: 'redemption.requested' as const,
      redemption,
    })),
  },
}).createMachine({
  id: 'applyCashback',
  context: ({ input }) => ({
    ...input,
    choice: 'all',
    otherAmount: '',
    destination: 'statement',
    accountId: null,
    fieldErrors: null,
    redemption: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Is there any cashback available to apply?',
      always: [{ guard: 'hasCashback', target: 'choosing' }, { target: 'nothingAvailable' }],
    },
    nothingAvailable: {
      description: 'No cashback is available yet: a cycle’s cashback is once it closes.',
    },
    choosing: {
      description: 'All of the cashback or another amount, and where it goes.',
      on: {
        ...typedAmountEvents,
        'destination.chosen': { actions: ['rememberDestination', 'recheckFields'] },
        'account.chosen': { actions: ['rememberAccount', 'recheckFields'] },
        'apply.submitted': checkedSubmit('isApplicable'),
      },
    },
    ...verifiedCallStates({
      awaitingCode: 'a fresh code to redeem',
      calling: 'applying',
      callingDescription: 'The redemption is asked of the server, which takes a balance once.',
      call: {
        id: 'applyRewards',
        src: 'applyRewards',
        input: ({
          context,
          event,
        }: {
          context: ApplyCashbackContext;
          event: ApplyCashbackEvent;
        }) => {
          assertEvent(event, 'verification.granted');
          return {
            amount: redeemingMinorOf(context) ?? 0,
            destination: context.destination,
            accountId: context.destination === 'account' ? context.accountId : null,
            actionCode: event.actionCode,
          };
        },
      },
      back: 'choosing',
      requested: {
        target: 'requested',
        actions: [
          {
            type: 'rememberRedemption',
            params: ({ event }: { event: { output: RewardRedemption } }) => event.output,
          },
          {
            type: 'announceRedemption',
            params: ({ event }: { event: { output: RewardRedemption } }) => event.output,
          },
        ],
      },
    }),
    requested: {
      description: 'Taken from the balance; the page shows it pending until it is applied.',
      type: 'final',
    },
  },
});
