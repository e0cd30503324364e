// Autopay's priority prompt as a model: one variant per kind of user (only an admin with the
// auto-debit flow is asked anything), the accounts react-query reads (or fails to), the
// prompt's dismissal, and the five-minute agreement window running out.
import type { CustomBankAccounts } from '@outlay/api-client';
import {
  autopayAccount,
  canadaAutopayAccounts,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import { defineFlowModel } from '../testing/flow-model';
import { autopayMachine } from './autopay.machine';

/** The model's clock: the agreement windows of its accounts are weighed at this moment. */
export const autopayModelNow = new Date('2026-03-02T10:00:00.000Z');
const now = () => autopayModelNow;
const loaded = (accounts: CustomBankAccounts) => ({ type: 'accounts.loaded', accounts });

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
/** A PAD agreement sent for signature a minute ago: in progress for four more minutes. */
const signing = {
  currency: 'CAD',
  accounts: [autopayAccount({ padRequestedAt: '2026-03-02T09:59:00.000Z' })],
};
/** Only the agreement being signed: nothing to ask until its window ends. */
export const signingOnly: CustomBankAccounts = { currencies: [signing] };
/** The PAD being signed, and the UK's Direct Debit Instruction to authorise: asked at once. */
export const signingAndUk: CustomBankAccounts = {
  currencies: [signing, ...ukAutopayAccounts.currencies],
};

const input = (overrides: object = {}) => ({
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
    loaded(signingOnly),
    loaded(signingAndUk),
    { type: 'accounts.failed', error: new Error('load') },
    { type: 'prompt.dismissed' },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      prompt: snapshot.context.prompt,
      waiting: snapshot.context.windowEndsAt !== null,
    }),
  calls: {},
  // With the model's fixed clock the window's end weighs the same accounts the same way: the
  // state does not change, so it is no edge of the model. The paths test runs it on a fake clock.
  untakeable: {
    'autopay.prompting on xstate.after.agreementWindowEnds.autopay.prompting':
      'the window ends only as time passes (autopay.paths.test.ts, fake clock)',
    'autopay.settled on xstate.after.agreementWindowEnds.autopay.settled':
      'the window ends only as time passes (autopay.paths.test.ts and autopay.machine.test.ts, fake clock)',
  },
});
