import {
  autopayAccount,
  http,
  padEnvelopeId,
  resetBankingMocks,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import { unwrap, type CustomBankAccounts, type Role } from '@outlay/api-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { autopayMachine } from './autopay.machine';
import { autopayView } from './autopay.view';

const server = mockServerForSuite();
afterEach(() => {
  resetBankingMocks();
  vi.useRealTimers();
});

// Made once msw listens: the client captures fetch when it is created.
let client: ReturnType<typeof createTestClient>['client'];
beforeAll(() => {
  client = createTestClient({ token: 'token', logouts: 0 }).client;
});

/** What the app's react-query reads and sends on: the real client against the mock server. */
const readAccounts = () => unwrap(client.GET('/v2/banking-service/custom-bank-account'));

function start(
  overrides: Partial<{ role: Role; autoDebitFlowEnable: boolean; dismissed: boolean }> = {},
) {
  const actor = createActor(autopayMachine, {
    input: { role: 'admin', autoDebitFlowEnable: true, dismissed: false, ...overrides },
  });
  actor.start();
  return actor;
}

async function loaded(actor: ReturnType<typeof start>) {
  actor.send({ type: 'accounts.loaded', accounts: await readAccounts() });
  return autopayView(actor.getSnapshot());
}

const serve = (accounts: CustomBankAccounts) => {
  resetBankingMocks(accounts);
};

describe('autopay machine, against each prompt', () => {
  it('asks the Canadian admin to sign the PAD agreement (Sign Now → the signing step)', async () => {
    const actor = start();
    expect(autopayView(actor.getSnapshot())).toMatchObject({ loading: true, prompt: null });
    expect(await loaded(actor)).toEqual({
      loading: false,
      prompt: {
        kind: 'ATTACH_PAD_AGREEMENT',
        region: 'canadaMexico',
        currency: 'CAD',
        accountId: 1,
      },
      step: { kind: 'sign', accountId: 1 },
    });
  });

  it('asks a UK admin to authorise the Direct Debit Instruction (Enroll in AutoPay)', async () => {
    serve(ukAutopayAccounts);
    const view = await loaded(start());
    expect(view.prompt).toMatchObject({ kind: 'ATTACH_PAD_AGREEMENT', region: 'ukEu' });
    expect(view.step).toEqual({ kind: 'sign', accountId: 3 });
  });

  it('asks to add an account for a currency without one (Enroll Now → adding an account)', async () => {
    serve({ currencies: [{ currency: 'MXN', accounts: [] }] });
    const view = await loaded(start());
    expect(view.prompt).toEqual({ kind: 'ADD_ACCOUNT', currencies: ['MXN'] });
    expect(view.step).toEqual({ kind: 'add-account', currency: 'MXN' });
  });

  it('asks to enable auto-debit where no account pays (Go to Billing Screen → choosing it)', async () => {
    serve({
      currencies: [
        { currency: 'CAD', accounts: [autopayAccount({ padDocument: 'pad.pdf' })] },
        {
          currency: 'USD',
          accounts: [autopayAccount({ id: 5, currency: 'USD', autoDebit: false, flag: 'usa' })],
        },
      ],
    });
    const view = await loaded(start());
    expect(view.prompt).toEqual({ kind: 'ENABLE_AUTO_DEBIT', currencies: ['USD'] });
    expect(view.step).toEqual({ kind: 'auto-debit', currency: 'USD' });
  });

  it('shows nothing when every currency is set up', async () => {
    serve(settledAutopayAccounts);
    const actor = start();
    expect(await loaded(actor)).toEqual({ loading: false, prompt: null, step: null });
    expect(actor.getSnapshot().value).toBe('settled');
  });
});

describe('moving on', () => {
  it('goes once the agreement is signed and the accounts are read again', async () => {
    const actor = start();
    await loaded(actor);
    const signing = await unwrap(
      client.POST('/v2/web/bank/user-agreement', { body: { accountId: 1 } }),
    );
    expect(signing.envelopeId).toBe(padEnvelopeId);
    await unwrap(
      client.POST('/v2/sandbox/e-signature/envelopes/{envelopeId}/complete', {
        params: { path: { envelopeId: signing.envelopeId } },
        body: { signature: 'Liam Tremblay', consent: true },
      }),
    );
    expect(await loaded(actor)).toMatchObject({ prompt: null, step: null });
    expect(actor.getSnapshot().value).toBe('settled');
  });

  it('moves on to its next prompt: a new currency’s account added, then the PAD to sign', async () => {
    serve({
      currencies: [
        { currency: 'CAD', accounts: [autopayAccount()] },
        { currency: 'USD', accounts: [] },
      ],
    });
    const actor = start();
    expect((await loaded(actor)).prompt).toEqual({ kind: 'ADD_ACCOUNT', currencies: ['USD'] });
    await unwrap(
      client.POST('/v2/web/bank/attach-custom-bank-account', {
        body: {
          currency: 'USD',
          details: { scheme: 'us', routingNumber: '021000021', accountNumber: '000123456789' },
          autoDebit: true,
          actionCode: 'x'.repeat(43),
        },
      }),
    );
    // The USD account is being verified: enabling auto-debit waits, the PAD comes next.
    expect((await loaded(actor)).prompt).toMatchObject({
      kind: 'ATTACH_PAD_AGREEMENT',
      currency: 'CAD',
    });
  });

  it('holds back for the five minutes a signature request is in progress, then asks again (fake clock)', async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-02T10:00:00.000Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
    const actor = start();
    await loaded(actor);
    await unwrap(client.POST('/v2/web/bank/user-agreement', { body: { accountId: 1 } }));
    // Signing was asked for and left: nothing to ask while it is in progress.
    expect(await loaded(actor)).toMatchObject({ prompt: null });
    expect(actor.getSnapshot().context.windowEndsAt).toEqual(new Date('2026-03-02T10:05:00.000Z'));

    vi.advanceTimersByTime(4 * 60_000 + 59_000);
    expect(autopayView(actor.getSnapshot()).prompt).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(autopayView(actor.getSnapshot())).toMatchObject({
      prompt: { kind: 'ATTACH_PAD_AGREEMENT', accountId: 1 },
    });
  });
});

describe('who sees it', () => {
  it.each([
    ['a manager', { role: 'manager' as const }],
    ['a bookkeeper', { role: 'bookkeeper' as const }],
    ['an admin whose company has no auto-debit flow', { autoDebitFlowEnable: false }],
  ])('never shows for %s', (_name, overrides) => {
    const actor = start(overrides);
    expect(actor.getSnapshot().value).toBe('notApplicable');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays closed when it was dismissed earlier in the session', () => {
    expect(start({ dismissed: true }).getSnapshot().value).toBe('dismissed');
  });

  it('goes when dismissed, and stays gone whatever is read next', async () => {
    const actor = start();
    await loaded(actor);
    actor.send({ type: 'prompt.dismissed' });
    expect(await loaded(actor)).toMatchObject({ prompt: null });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows nothing and keeps the error when the accounts cannot be read, until a read works', async () => {
    server.use(
      http.get('/v2/banking-service/custom-bank-account', ({ response }) =>
        response(404).json({ errors: { msg: 'This address does not exist.' } }),
      ),
    );
    const actor = start();
    const error = await readAccounts().catch((failure: unknown) => failure);
    actor.send({ type: 'accounts.failed', error });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.error?.msg).toBe('This address does not exist.');
    server.resetHandlers();
    expect((await loaded(actor)).prompt).toMatchObject({ kind: 'ATTACH_PAD_AGREEMENT' });
  });
});
