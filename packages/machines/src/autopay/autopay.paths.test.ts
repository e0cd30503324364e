import {
  canadaAutopayAccounts,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import type { CustomBankAccounts } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { autopayMachine } from './autopay.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof autopayMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, prompt: snapshot.context.prompt });

const now = () => new Date('2026-03-02T10:00:00.000Z');
const done = (output: CustomBankAccounts) => ({
  type: 'xstate.done.actor.loadAutopayAccounts',
  output,
});

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

const events = [
  done(canadaAutopayAccounts),
  done(ukAutopayAccounts),
  done(addAccount),
  done(enableAutoDebit),
  done(settledAutopayAccounts),
  { type: 'xstate.error.actor.loadAutopayAccounts', error: new Error('load') },
  { type: 'prompt.actionPressed' },
  { type: 'prompt.dismissed' },
] as const;

const calls: Record<string, InvokedCall> = {
  loadAutopayAccounts: { method: 'get', path: '/v2/banking-service/custom-bank-account' },
};

const input = (overrides: object = {}) => ({
  client: createTestClient({ token: 'token', logouts: 0 }).client,
  role: 'admin' as const,
  autoDebitFlowEnable: true,
  dismissed: false,
  now,
  ...overrides,
});

const { paths, coverage } = transitionPaths(autopayMachine, {
  events,
  input: input(),
  serializeState,
});

describe('autopay machine, model-based', () => {
  it('reaches every state node the admin with the auto-debit flow can reach', () => {
    // `deciding` only chooses where to start (an eventless transition), and `notApplicable`
    // is where the other users start: both are checked below.
    expect(coverage.unvisitedStateNodes).toEqual(['autopay.deciding', 'autopay.notApplicable']);
    expect(coverage.transitions).toBeGreaterThanOrEqual(12);
    console.info(
      `autopay model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each([
    [{ role: 'employee' }, 'notApplicable'],
    [{ autoDebitFlowEnable: false }, 'notApplicable'],
    [{ dismissed: true }, 'dismissed'],
  ])('starts a user with %j in %s', (overrides, state) => {
    const actor = createActor(autopayMachine, { input: input(overrides) }).start();
    expect(actor.getSnapshot().value).toBe(state);
    actor.stop();
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () => createActor(autopayMachine, { input: input() }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
