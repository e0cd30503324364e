// Autopay's priority prompt as a model: one variant per kind of user (only an admin with the
// auto-debit flow is asked anything), the accounts' answers, and the prompt's two buttons.
import type { CustomBankAccounts } from '@outlay/api-client';
import {
  canadaAutopayAccounts,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import { createTestClient } from '../testing/client';
import { defineFlowModel, done } from '../testing/flow-model';
import { autopayMachine } from './autopay.machine';

const now = () => new Date('2026-03-02T10:00:00.000Z');
const loaded = (output: CustomBankAccounts) => done('loadAutopayAccounts', output);

/** A currency with no account at all, and one whose accounts do not pay automatically. */
const addAccount: CustomBankAccounts = { currencies: [{ currency: 'CAD', accounts: [] }] };
const enableAutoDebit: CustomBankAccounts = {
  currencies: [
    {
      currency: 'CAD',
      accounts: canadaAutopayAccounts.currencies.flatMap((entry) =>
        entry.accounts.map((account) => ({ ...account, autoDebit: false })),
      ),
    },
  ],
};

const input = (overrides: object = {}) => ({
  client: createTestClient({ token: 'token', logouts: 0 }).client,
  role: 'admin' as const,
  autoDebitFlowEnable: true,
  dismissed: false,
  now,
  ...overrides,
});

export const autopayModel = defineFlowModel({
  machine: autopayMachine,
  variants: [
    { name: 'an admin with the auto-debit flow', input: () => input() },
    { name: 'an employee', input: () => input({ role: 'employee' as const }) },
    {
      name: 'an admin without the auto-debit flow',
      input: () => input({ autoDebitFlowEnable: false }),
    },
    { name: 'an admin who dismissed it', input: () => input({ dismissed: true }) },
  ],
  events: [
    loaded(canadaAutopayAccounts),
    loaded(ukAutopayAccounts),
    loaded(addAccount),
    loaded(enableAutoDebit),
    loaded(settledAutopayAccounts),
    { type: 'xstate.error.actor.loadAutopayAccounts', error: new Error('load') },
    { type: 'prompt.actionPressed' },
    { type: 'prompt.dismissed' },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, prompt: snapshot.context.prompt }),
  calls: {
    loadAutopayAccounts: { method: 'get', path: '/v2/banking-service/custom-bank-account' },
  },
});
