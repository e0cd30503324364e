import { type CustomBankAccounts } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { autopayPrompt, nextWindowEnd } from './autopay.priority';
import type { AutopayContext, AutopayEvent, AutopayInput } from './autopay.types';
import { errorFrom } from '../kernel/actor-error';

/**
 * The autopay banner (spec part 1 §4.4): only for an admin whose company has the auto-debit
 * flow. The bank accounts come from react-query (`accounts.loaded`, once after the signed-in
 * pages load and again whenever billing changes them), and each read is weighed by the prompt
 * priority: the banner asks for the most urgent thing, moves on to the next once that is done,
 * and goes when nothing is left. An agreement sent for signature holds the banner back for
 * five minutes; when that window ends, the banner looks again by itself. Dismissed, it stays
 * closed for the session.
 */
export const autopayMachine = setup({
  types: {
    context: {} as AutopayContext,
    events: {} as AutopayEvent,
    input: {} as AutopayInput,
    tags: {} as 'banner.visible' | 'busy',
  },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
    isAdminWithAutoDebitFlow: ({ context }) =>
      context.role === 'admin' && context.autoDebitFlowEnable,
    hasSomethingToAsk: ({ context }) => context.prompt !== null,
    awaitsAnAgreement: ({ context }) => context.windowEndsAt !== null,
  },
  actions: {
    rememberAccounts: assign(({ event }) => {
      assertEvent(event, 'accounts.loaded');
      return { accounts: event.accounts, error: null };
    }),
    weighAccounts: assign(({ context }) => {
      const accounts: CustomBankAccounts = context.accounts ?? { currencies: [] };
      const now = context.now();
      return {
        prompt: autopayPrompt(accounts, now),
        windowEndsAt: nextWindowEnd(accounts, now),
      };
    }),
    rememberError: assign(({ event }) => {
      assertEvent(event, 'accounts.failed');
      return { error: errorFrom(event) };
    }),
  },
  delays: {
    // Until the earliest agreement in progress ends (at once when none is: the guard says no).
    agreementWindowEnds: ({ context }) =>
      context.windowEndsAt === null
        ? 0
        : Math.max(0, context.windowEndsAt.getTime() - context.now().getTime()),
  },
}).createMachine({
  id: 'autopay',
  context: ({ input }) => ({
    role: input.role,
    autoDebitFlowEnable: input.autoDebitFlowEnable,
    dismissed: input.dismissed,
    now: input.now ?? (() => new Date()),
    accounts: null,
    prompt: null,
    windowEndsAt: null,
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
      description: 'The bank accounts are being read (banking-service custom-bank-account).',
      tags: ['busy'],
      on: {
        'accounts.loaded': { target: 'weighing', actions: 'rememberAccounts' },
        'accounts.failed': { target: 'unavailable', actions: 'rememberError' },
      },
    },
    weighing: {
      description: 'The prompt priority weighs the accounts just read.',
      entry: 'weighAccounts',
      always: [{ guard: 'hasSomethingToAsk', target: 'prompting' }, { target: 'settled' }],
    },
    prompting: {
      description:
        'The banner asks for the most urgent step: add an account, enable auto-debit, or sign the agreement.',
      tags: ['banner.visible'],
      on: {
        'accounts.loaded': { target: 'weighing', actions: 'rememberAccounts' },
        'prompt.dismissed': { target: 'dismissed' },
      },
      after: { agreementWindowEnds: { guard: 'awaitsAnAgreement', target: 'weighing' } },
    },
    settled: {
      description:
        'Nothing to ask now: every currency pays automatically with its agreement, or one is being signed.',
      on: { 'accounts.loaded': { target: 'weighing', actions: 'rememberAccounts' } },
      after: { agreementWindowEnds: { guard: 'awaitsAnAgreement', target: 'weighing' } },
    },
    unavailable: {
      description: 'The accounts could not be read: no banner (the failure is only logged).',
      on: { 'accounts.loaded': { target: 'weighing', actions: 'rememberAccounts' } },
    },
    dismissed: {
      description: 'The user closed the banner; it stays closed for the session.',
      type: 'final',
    },
  },
});
