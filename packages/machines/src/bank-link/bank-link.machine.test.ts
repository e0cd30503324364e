import { ApiError, type LinkTokenRequest } from '@outlay/api-client';
import {
  failWith,
  http,
  resetBankingMocks,
  signUpBelvoLink,
  tdLink,
  expiredRbcLink,
} from '@outlay/api-client/mocks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { bankLinkActors } from './bank-link.actors';
import { bankLinkMachine } from './bank-link.machine';
import type { BankLinkScope } from './bank-link.types';
import { bankLinkView } from './bank-link.view';

const server = mockServerForSuite();
const calls: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  resetBankingMocks();
  calls.length = 0;
});

function start(request: LinkTokenRequest = { country: 'CA' }, scope?: BankLinkScope) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(bankLinkMachine.provide({ actors: bankLinkActors(client) }), {
    input: { request, ...(scope ? { scope } : {}) },
  });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const view = (actor: Actor) => bankLinkView(actor.getSnapshot());

/** Once the widget is ready: the consent, the sandbox bank, its sign-in (answered). */
async function signInToBank(actor: Actor, institutionId: string, password: string) {
  await settled(actor);
  actor.send({ type: 'consent.accepted' });
  actor.send({ type: 'bank.chosen', institutionId });
  actor.send({ type: 'credentials.submitted', username: 'Greatday', password });
  await settled(actor);
}

describe('bank link machine', () => {
  it('links a new bank: consent, bank, a refused password, the second step, the accounts', async () => {
    const { actor, emitted } = start();
    expect(view(actor).screen).toBe('loading');
    await settled(actor);
    expect(view(actor)).toMatchObject({
      screen: 'consent',
      provider: 'flinks',
      mode: 'create',
      companyName: 'Maple Ridge Outfitters Ltd.',
    });
    actor.send({ type: 'consent.accepted' });
    expect(view(actor).screen).toBe('banks');
    expect(view(actor).institutions.map((bank) => bank.name)).toContain('TD Canada Trust');
    actor.send({ type: 'bank.chosen', institutionId: 'flinks_td' });
    expect(view(actor)).toMatchObject({
      screen: 'credentials',
      institution: { id: 'flinks_td', name: 'TD Canada Trust' },
    });

    actor.send({ type: 'credentials.submitted', username: 'Greatday', password: 'wrong' });
    expect(view(actor)).toMatchObject({ screen: 'credentials', busy: true });
    await settled(actor);
    expect(view(actor).error?.msg).toBe(
      'The username or password is incorrect. Check them and try again.',
    );

    actor.send({ type: 'credentials.submitted', username: 'Greatday', password: 'Challenge' });
    await settled(actor);
    expect(view(actor)).toMatchObject({
      screen: 'secondStep',
      error: null,
      mfa: { kind: 'question', prompt: 'What city were you born in?' },
    });
    actor.send({ type: 'mfa.submitted', answer: 'Toronto' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ screen: 'secondStep' });
    expect(view(actor).error?.msg).toBe('That answer is incorrect. Try again.');
    actor.send({ type: 'mfa.submitted', answer: 'Montreal' });
    await settled(actor);

    expect(view(actor).screen).toBe('accounts');
    expect(view(actor).selected).toHaveLength(3);
    actor.send({ type: 'account.toggled', accountId: 'acc_loc_30051127' });
    expect(view(actor).selected).toEqual(['acc_chq_41882093', 'acc_usd_77120458']);
    actor.send({ type: 'accounts.confirmed' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ link: tdLink });
    expect(emitted).toEqual(['bank.linked']);
    expect(calls).toEqual([
      'POST /api/v2/web/bank-linking/link-token',
      expect.stringMatching(/^GET \/api\/v2\/sandbox\/bank-linking\/link-sandbox-/) as string,
      expect.stringMatching(/\/login$/) as string,
      expect.stringMatching(/\/login$/) as string,
      expect.stringMatching(/\/mfa$/) as string,
      expect.stringMatching(/\/mfa$/) as string,
      expect.stringMatching(/\/complete$/) as string,
      'POST /api/v2/web/bank-linking/exchange',
    ]);
  });

  it('re-authorises a link: its bank is known, so the sign-in comes after the consent', async () => {
    const { actor } = start({ country: 'CA', linkId: 1 });
    await settled(actor);
    expect(view(actor)).toMatchObject({ mode: 'update', institution: { name: 'RBC Royal Bank' } });
    actor.send({ type: 'consent.accepted' });
    expect(view(actor).screen).toBe('credentials');
    actor.send({ type: 'step.back' });
    expect(view(actor).screen).toBe('consent');
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'credentials.submitted', username: 'Greatday', password: 'Everyday' });
    await settled(actor);
    actor.send({ type: 'accounts.confirmed' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output?.link).toMatchObject({ id: expiredRbcLink.id, state: 'Linked' });
  });

  it('goes back to the sign-in when too many wrong answers end it', async () => {
    server.use(
      http.post('/v2/sandbox/bank-linking/{linkToken}/mfa', ({ response }) =>
        response(400).json({
          errors: {
            msg: 'Too many incorrect answers. Sign in to your bank again.',
            code: 'CODE_LOCKED',
          },
        }),
      ),
    );
    const { actor } = start();
    await signInToBank(actor, 'flinks_rbc', 'Challenge');
    actor.send({ type: 'mfa.submitted', answer: 'Quebec' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ screen: 'credentials' });
    expect(view(actor).error).toBeInstanceOf(ApiError);
    expect(view(actor).error?.msg).toBe('Too many incorrect answers. Sign in to your bank again.');
  });

  it('cannot share nothing', async () => {
    const { actor } = start();
    await signInToBank(actor, 'flinks_rbc', 'Everyday');
    for (const account of view(actor).accounts) {
      actor.send({ type: 'account.toggled', accountId: account.id });
    }
    expect(view(actor).canShare).toBe(false);
    actor.send({ type: 'accounts.confirmed' });
    expect(view(actor).screen).toBe('accounts');
  });

  it('fails when the link token cannot be had, and tries again', async () => {
    server.use(
      failWith('createBankLinkToken', 400, 'This provider does not link banks of this country.'),
    );
    const { actor } = start({ country: 'CA', provider: 'belvo' });
    await settled(actor);
    expect(view(actor).screen).toBe('failed');
    expect(view(actor).error?.msg).toBe('This provider does not link banks of this country.');
    server.resetHandlers();
    actor.send({ type: 'link.retried' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ screen: 'consent', error: null });
  });

  it('fails when the widget’s link token has expired mid-way', async () => {
    server.use(failWith('sandboxBankLogin', 404, 'This link seems to be expired or invalid.'));
    const { actor } = start();
    await signInToBank(actor, 'flinks_rbc', 'Everyday');
    expect(view(actor).screen).toBe('failed');
  });

  it('closes from any step, linking nothing', async () => {
    const { actor, emitted } = start();
    await settled(actor);
    actor.send({ type: 'consent.accepted' });
    actor.send({ type: 'widget.closed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ link: null });
    expect(emitted).toEqual(['widget.exited']);
  });

  it("links a sign-up applicant's bank through the sign-up's own calls, not the company's", async () => {
    const { actor, emitted } = start({ country: 'MX' }, 'signUp');
    await signInToBank(actor, 'flinks_td', 'Everyday');
    actor.send({ type: 'accounts.confirmed' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ link: signUpBelvoLink });
    expect(emitted).toEqual(['bank.linked']);
    expect(calls[0]).toBe('POST /api/v2/sign-up/bank-link/link-token');
    expect(calls.at(-1)).toBe('POST /api/v2/sign-up/bank-link/exchange');
    expect(calls.filter((call) => call.includes('/web/bank-linking/'))).toEqual([]);
  });

  it("shows the sign-up's refusal of a bank already attached, and lets the user try again", async () => {
    server.use(
      failWith('exchangeSignUpPublicToken', 409, 'This account is already attached.', {
        code: 'ACCOUNT_ATTACHED',
      }),
    );
    const { actor } = start({ country: 'MX' }, 'signUp');
    await signInToBank(actor, 'flinks_td', 'Everyday');
    actor.send({ type: 'accounts.confirmed' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(view(actor).error?.msg).toBe('This account is already attached.');
  });
});
