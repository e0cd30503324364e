import {
  failWith,
  http,
  settledAutopayAccounts,
  ukAutopayAccounts,
} from '@outlay/api-client/mocks';
import type { Role } from '@outlay/api-client';
import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { autopayMachine } from './autopay.machine';

const server = setupMockServer();
const calls: string[] = [];
beforeAll(() => {
  server.listen(listenOptions);
  server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const now = () => new Date('2026-03-02T10:00:00.000Z');

function start(
  overrides: Partial<{ role: Role; autoDebitFlowEnable: boolean; dismissed: boolean }> = {},
) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(autopayMachine, {
    input: {
      client,
      role: 'admin',
      autoDebitFlowEnable: true,
      dismissed: false,
      now,
      ...overrides,
    },
  });
  actor.start();
  return actor;
}

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('autopay machine', () => {
  it("asks the Canadian admin to sign the PAD agreement (the seed's case)", async () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('loadingAccounts');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('prompting');
    expect(snapshot.hasTag('banner.visible')).toBe(true);
    expect(snapshot.context.prompt).toEqual({
      kind: 'ATTACH_PAD_AGREEMENT',
      region: 'canadaMexico',
      currency: 'CAD',
      accountId: 1,
    });
    expect(calls).toEqual(['/api/v2/banking-service/custom-bank-account']);
  });

  it('asks a UK admin to authorise the Direct Debit Instruction', async () => {
    server.use(
      http.get('/v2/banking-service/custom-bank-account', ({ response }) =>
        response(200).json(ukAutopayAccounts),
      ),
    );
    const snapshot = await settled(start());
    expect(snapshot.context.prompt).toMatchObject({ kind: 'ATTACH_PAD_AGREEMENT', region: 'ukEu' });
  });

  it('shows nothing when every currency is set up', async () => {
    server.use(
      http.get('/v2/banking-service/custom-bank-account', ({ response }) =>
        response(200).json(settledAutopayAccounts),
      ),
    );
    const actor = start();
    const snapshot = await waitFor(actor, (current) => current.status === 'done');
    expect(snapshot.value).toBe('settled');
    expect(snapshot.context.prompt).toBeNull();
  });

  it.each([
    ['a manager', { role: 'manager' as const }],
    ['a bookkeeper', { role: 'bookkeeper' as const }],
    ['an admin whose company has no auto-debit flow', { autoDebitFlowEnable: false }],
  ])('never checks for %s', async (_name, overrides) => {
    const actor = start(overrides);
    expect(actor.getSnapshot().value).toBe('notApplicable');
    expect(actor.getSnapshot().status).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('stays closed when it was dismissed earlier in the session', () => {
    const actor = start({ dismissed: true });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(calls).toEqual([]);
  });

  it('shows nothing and keeps the error when the accounts cannot be read', async () => {
    server.use(failWith('getCustomBankAccounts', 404, 'This address does not exist.'));
    const actor = start();
    const snapshot = await waitFor(actor, (current) => current.status === 'done');
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.error?.msg).toBe('This address does not exist.');
  });

  it('goes away once acted on, or dismissed', async () => {
    const acted = start();
    await settled(acted);
    acted.send({ type: 'prompt.actionPressed' });
    expect(acted.getSnapshot().value).toBe('actionTaken');

    const dismissed = start();
    await settled(dismissed);
    dismissed.send({ type: 'prompt.dismissed' });
    expect(dismissed.getSnapshot().value).toBe('dismissed');
    expect(dismissed.getSnapshot().hasTag('banner.visible')).toBe(false);
  });

  it('ignores the banner events while loading', () => {
    const actor = start();
    actor.send({ type: 'prompt.actionPressed' });
    expect(actor.getSnapshot().value).toBe('loadingAccounts');
  });
});
