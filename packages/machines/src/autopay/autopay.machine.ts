import { type CustomBankAccounts } from '@outlay/api-client';
import { assign, setup } from 'xstate';
import { loadAutopayAccounts } from './autopay.actors';
import { autopayPrompt } from './autopay.priority';
import type { AutopayContext, AutopayEvent, AutopayInput } from './autopay.types';
import { errorFrom } from '../kernel/actor-error';

/**
 * The autopay banner: checked once after the signed-in pages load, only for an admin whose
 * company has the auto-debit flow. It reads the bank accounts and asks for the most urgent
 * thing (spec part 1 §4.4), until the user acts on it or dismisses it.
 */
export const autopayMachine = setup({
  types: {
    context: {} as AutopayContext,
    events: {} as AutopayEvent,
    input: {} as AutopayInput,
    tags: {} as 'banner.visible' | 'busy',
  },
  actors: { loadAutopayAccounts },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
    isAdminWithAutoDebitFlow: ({ context }) =>
      context.role === 'admin' && context.autoDebitFlowEnable,
    hasSomethingToAsk: ({ context }, accounts: CustomBankAccounts) =>
      autopayPrompt(accounts, context.now()) !== null,
  },
  actions: {
    rememberPrompt: assign(({ context }, accounts: CustomBankAccounts) => ({
      prompt: autopayPrompt(accounts, context.now()),
      error: null,
    })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
  },
}).createMachine({
  id: 'autopay',
  context: ({ input }) => ({
    client: input.client,
    role: input.role,
    autoDebitFlowEnable: input.autoDebitFlowEnable,
    dismissed: input.dismissed,
    now: input.now ?? (() => new Date()),
    prompt: null,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Whether this user sees an autopay banner at all.',
      always: [
        { guard: 'wasDismissed', target: 'dismissed' },
        { guard: 'isAdminWithAutoDebitFlow', target: 'loadingAccounts' },
        { target: 'notApplicable' },
      ],
    },
    notApplicable: {
      description: 'Not an admin, or the company has no auto-debit flow: no banner, no call.',
      type: 'final',
    },
    loadingAccounts: {
      description: 'The bank accounts are fetched (banking-service custom-bank-account).',
      tags: ['busy'],
      invoke: {
        id: 'loadAutopayAccounts',
        src: 'loadAutopayAccounts',
        input: ({ context }) => ({ client: context.client }),
        onDone: [
          {
            guard: { type: 'hasSomethingToAsk', params: ({ event }) => event.output },
            target: 'prompting',
            actions: { type: 'rememberPrompt', params: ({ event }) => event.output },
          },
          { target: 'settled' },
        ],
        onError: { target: 'unavailable', actions: 'rememberError' },
      },
    },
    prompting: {
      description:
        'The banner asks for the most urgent step: add an account, enable auto-debit, or sign the agreement.',
      tags: ['banner.visible'],
      on: {
        'prompt.actionPressed': { target: 'actionTaken' },
        'prompt.dismissed': { target: 'dismissed' },
      },
    },
    settled: {
      description: 'Every currency pays automatically with its agreement in place: no banner.',
      type: 'final',
    },
    unavailable: {
      description: 'The accounts could not be read: no banner (the failure is only logged).',
      type: 'final',
    },
    actionTaken: {
      description: 'The user followed the banner to billing; it is gone for this load.',
      type: 'final',
    },
    dismissed: {
      description: 'The user closed the banner; it stays closed for the session.',
      type: 'final',
    },
  },
});
