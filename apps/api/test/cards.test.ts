import type { components, CardsPage, CardDetails } from '@outlay/api-client/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinMatches } from '../src/cards/issuer/sandbox-issuer.js';
import { passesLuhn } from '../src/cards/issuer/card-numbers.js';
import { listAs } from './support/dashboard.js';
import { latestCode } from './support/sign-in.js';
import { type Caller, callersFrom } from './support/signed-in-calls.js';
import { SEED_DATE } from '../src/seed/index.js';
import { FakeClock } from './support/fake-clock.js';
import { suiteServer } from './support/suite-server.js';
import { sqlRows } from './support/sql-rows.js';

type Schemas = components['schemas'];

const server = suiteServer({ clock: new FakeClock(SEED_DATE) });
const callers = callersFrom(server, '198.51.100', 61);
let admin: Caller;
let manager: Caller;
let employee: Caller;
let cardsEmployee: Caller;
let bookkeeper: Caller;

const ADMIN = 'cards.admin@demo.outlay.test';
const EMPLOYEE = 'cards.employee@demo.outlay.test';

beforeAll(async () => {
  admin = await callers.as(ADMIN);
  manager = await callers.as('manager@demo.outlay.test');
  employee = await callers.as('employee@demo.outlay.test');
  cardsEmployee = await callers.as(EMPLOYEE);
  bookkeeper = await callers.as('bookkeeper@demo.outlay.test');
}, 60_000);

async function list(caller: Caller, query = ''): Promise<CardsPage> {
  const response = await caller.call('GET', `/web/cards/get-cards${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CardsPage>();
}

/** Freezes or unfreezes card `cardId` as `caller`, with an action code for it. */
function modifyStatus(
  caller: Caller,
  cardId: number,
  action: 'freeze' | 'unfreeze',
  actionCode: string,
) {
  return caller.call('POST', '/web/cards/modify-status', { cardId, action, actionCode });
}

async function cardOf(caller: Caller, id: number): Promise<CardDetails> {
  const response = await caller.call('GET', `/web/cards/card/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CardDetails>();
}

/** A fresh code by email for the action on the card, exchanged for its action code. */
/** The admin gives the cards employee a card of $100 a month, spent only as `scope` allows. */
async function monthlyHundredFor(name: string, scope: Record<string, unknown>) {
  const created = await admin.call('POST', '/web/cards/create-card', {
    holderId: cardsEmployee.session.userId,
    name,
    spendLimit: 100,
    limitPeriod: 'monthly',
    ...scope,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ card: CardDetails }>().card;
}

async function actionCode(caller: Caller, email: string, actionType: string, lastFour: string) {
  const body = { actionType, notificationType: 'EMAIL', cardLastFourDigits: lastFour };
  // Codes are at most one per 30 s per channel: the fake clock moves past that.
  server.clock.advance(31_000);
  const sent = await caller.call('POST', '/multifactor-action-code/create', body);
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(server.app, email);
  const verified = await caller.call('POST', '/multifactor-action-code/verify', { ...body, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json<{ actionCode: string }>().actionCode;
}

describe('get-cards', () => {
  it("shows admins and managers the company's cards and employees their own", async () => {
    const all = await list(admin);
    expect(all.total).toBeGreaterThan(25);
    expect(all.cards).toHaveLength(20);
    expect(all.pages).toBe(Math.ceil(all.total / 20));
    expect((await list(manager)).total).toBe(all.total);
    const own = await list(cardsEmployee);
    expect(own.cards.map((card) => card.holder.id)).toEqual(
      own.cards.map(() => cardsEmployee.session.userId),
    );
    expect(own.cards.map((card) => card.name).sort()).toEqual([
      'Client dinners',
      'Conference travel',
      'Ethan Cole',
    ]);
  });

  it('pages, searches by name, holder and last four, and filters by status and type', async () => {
    const first = await list(admin);
    const second = await list(admin, '?page=1');
    expect(second.page).toBe(1);
    const firstIds = new Set(first.cards.map((card) => card.id));
    expect(second.cards.some((card) => firstIds.has(card.id))).toBe(false);
    expect((await list(admin, '?search=ethan%20cole')).cards.map((c) => c.lastFour).sort()).toEqual(
      ['2290', '5528', '7301'],
    );
    expect((await list(admin, '?search=7301')).cards.map((c) => c.name)).toEqual([
      'Client dinners',
    ]);
    expect((await list(admin, '?search=%25')).total).toBe(0);
    const frozen = await list(admin, '?status=in-active');
    expect(frozen.cards.every((card) => card.status === 'in-active')).toBe(true);
    expect(frozen.cards.some((card) => card.suspectedFraud)).toBe(true);
    const physical = await list(admin, '?cardType=physical');
    expect(physical.cards.every((card) => card.cardType === 'physical')).toBe(true);
  });

  it('refuses bookkeepers, who hold no cards (§6)', async () => {
    expect((await bookkeeper.call('GET', '/web/cards/get-cards')).statusCode).toBe(404);
  });
});

describe('a card', () => {
  it("shows spend against the card's limit in its period, and what the caller may do", async () => {
    const [dinners] = (await list(cardsEmployee, '?search=dinners')).cards;
    if (!dinners) throw new Error('no card');
    const card = await cardOf(cardsEmployee, dinners.id);
    expect(card).toMatchObject({
      spendLimit: 2500,
      limitPeriod: 'monthly',
      allowedCategories: ['Travel', 'Software'],
      currency: 'USD',
      permissions: { freeze: true, cancel: true, replace: true, reveal: true, editControls: false },
    });
    expect((await cardOf(admin, dinners.id)).permissions).toMatchObject({
      reveal: true,
      editControls: true,
    });
    expect((await cardOf(manager, dinners.id)).permissions).toMatchObject({
      freeze: true,
      cancel: false,
      reveal: false,
    });
  });

  it("answers 404 for another person's card to an employee, as if it did not exist", async () => {
    const [dinners] = (await list(admin, '?search=dinners')).cards;
    const response = await employee.call('GET', `/web/cards/card/${dinners?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errors: { msg: 'This card does not exist or is not yours to see.' },
    });
  });

  it("shows the spec's message on a card inactivated for suspected fraud, which cannot be unfrozen", async () => {
    const fraud = (await list(employee, '?status=in-active')).cards.find((c) => c.suspectedFraud);
    if (!fraud) throw new Error('no suspected-fraud card');
    expect((await cardOf(employee, fraud.id)).permissions.freeze).toBe(false);
    const response = await modifyStatus(employee, fraud.id, 'unfreeze', 'x'.repeat(43));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: {
        msg: 'Your card has been inactivated by the provider because recent transactions were identified as suspected fraud. Please contact the provider to activate the card.',
      },
    });
  });
});

describe('freeze and unfreeze', () => {
  it('needs a fresh code bound to the card, then freezes at the issuer and here', async () => {
    const [dinners] = (await list(cardsEmployee, '?search=dinners')).cards;
    if (!dinners) throw new Error('no card');
    const wrongCard = await actionCode(cardsEmployee, EMPLOYEE, 'FREEZE_CARD', '0000');
    const refused = await modifyStatus(cardsEmployee, dinners.id, 'freeze', wrongCard);
    expect(refused.statusCode).toBe(400);
    expect((await cardOf(cardsEmployee, dinners.id)).status).toBe('active');

    const code = await actionCode(cardsEmployee, EMPLOYEE, 'FREEZE_CARD', dinners.lastFour);
    const frozen = await modifyStatus(cardsEmployee, dinners.id, 'freeze', code);
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json()).toMatchObject({
      msg: `Card ${dinners.lastFour} is frozen.`,
      card: { status: 'in-active' },
    });
    const [atIssuer] = await sqlRows<{ status: string }>(
      server.db,
      `SELECT s.status FROM card_issuer_sandbox_cards s JOIN cards c ON c.issuer_token = s.token
        WHERE c.id = $1`,
      [dinners.id],
    );
    expect(atIssuer?.status).toBe('inactive');
    // The code was spent.
    const again = await modifyStatus(cardsEmployee, dinners.id, 'freeze', code);
    expect(again.statusCode).toBe(409);

    const unfreeze = await actionCode(cardsEmployee, EMPLOYEE, 'UNFREEZE_CARD', dinners.lastFour);
    const active = await modifyStatus(cardsEmployee, dinners.id, 'unfreeze', unfreeze);
    expect(active.json()).toMatchObject({ card: { status: 'active' } });
  });

  it("lets no employee freeze another person's card", async () => {
    const [dinners] = (await list(admin, '?search=dinners')).cards;
    if (!dinners) throw new Error('no card');
    const code = await actionCode(
      employee,
      'employee@demo.outlay.test',
      'FREEZE_CARD',
      dinners.lastFour,
    );
    const response = await modifyStatus(employee, dinners.id, 'freeze', code);
    expect(response.statusCode).toBe(404);
    expect((await cardOf(admin, dinners.id)).status).toBe('active');
  });
});

describe('a new virtual card', () => {
  it('is issued by the sandbox; Outlay keeps the token and last four, the name cut to the maximum', async () => {
    const response = await admin.call('POST', '/web/cards/create-card', {
      holderId: cardsEmployee.session.userId,
      name: `  Offsite   ${'x'.repeat(80)}`,
      spendLimit: 300,
      limitPeriod: 'lifetime',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { card } = response.json<{ card: CardDetails }>();
    expect(card.name).toHaveLength(50);
    expect(card).toMatchObject({
      status: 'active',
      cardType: 'virtual',
      spendLimit: 300,
      spent: 0,
    });
    const [stored] = await sqlRows<Record<string, unknown>>(
      server.db,
      'SELECT * FROM cards WHERE id = $1',
      [card.id],
    );
    expect(stored).toMatchObject({ issuer: 'stripe', last_four: card.lastFour });

    const code = await actionCode(admin, ADMIN, 'REVEAL_CARD', card.lastFour);
    const revealed = await admin.call('POST', '/web/cards/reveal-card', {
      cardId: card.id,
      actionCode: code,
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.headers['cache-control']).toBe('no-store');
    const secrets = revealed.json<Schemas['CardSecrets']>();
    expect(secrets.cardNumber.endsWith(card.lastFour)).toBe(true);
    expect(passesLuhn(secrets.cardNumber)).toBe(true);
    expect(secrets.cvc).toMatch(/^\d{3}$/);
    // The number and CVC live at the issuer only. (A digit-run check on the row was flaky: the
    // issuer's hex token may hold 13 digits in a row.)
    const row = JSON.stringify(stored);
    expect(row).not.toContain(secrets.cardNumber);
    expect(row).not.toContain(secrets.cardNumber.slice(0, 12));
    expect(Object.values(stored ?? {})).not.toContain(secrets.cvc);
  });

  it('starts with the role’s spend controls when no limit is given', async () => {
    const response = await cardsEmployee.call('POST', '/web/cards/create-card', {
      name: 'Books',
      limitPeriod: 'monthly',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ card: { spendLimit: 1000 } });
  });

  it('lets an employee create only their own card, and only when permitted', async () => {
    const forAnother = await cardsEmployee.call('POST', '/web/cards/create-card', {
      holderId: admin.session.userId,
      name: 'Mine now',
      limitPeriod: 'monthly',
    });
    expect(forAnother.statusCode).toBe(403);
    await sqlRows(
      server.db,
      "UPDATE users SET is_virtual_card_creation_enable = false WHERE email = 'employee@demo.outlay.test'",
    );
    const refused = await employee.call('POST', '/web/cards/create-card', {
      name: 'Snacks',
      limitPeriod: 'monthly',
    });
    expect(refused.statusCode).toBe(403);
    await sqlRows(
      server.db,
      "UPDATE users SET is_virtual_card_creation_enable = true WHERE email = 'employee@demo.outlay.test'",
    );
  });

  it('issues a card for someone invited who never signed in as not yet active, until they do', async () => {
    const INVITED = 'invited@demo.outlay.test';
    const [invited] = await sqlRows<{ public_id: string }>(
      server.db,
      'SELECT public_id FROM users WHERE email = $1',
      [INVITED],
    );
    const created = await admin.call('POST', '/web/cards/create-card', {
      holderId: invited?.public_id,
      name: 'Onboarding',
      spendLimit: 200,
      limitPeriod: 'monthly',
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<{ card: CardDetails }>().card;
    expect(card).toMatchObject({ status: 'pending', permissions: { freeze: false } });
    const issuerStatus = async () => {
      const [row] = await sqlRows<{ status: string }>(
        server.db,
        `SELECT s.status FROM card_issuer_sandbox_cards s JOIN cards c ON c.issuer_token = s.token
          WHERE c.id = $1`,
        [card.id],
      );
      return row?.status;
    };
    expect(await issuerStatus()).toBe('inactive');
    const purchase = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/dev/card-issuer/authorizations',
        payload: { cardId: card.id, merchantId: 6, amount: 20 },
      });
    expect((await purchase()).json()).toMatchObject({ approved: false, reason: 'cardInactive' });

    // They accept the invitation (a code by email, then a password): the card is theirs to use.
    await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password/code',
      payload: { email: INVITED },
    });
    const code = await latestCode(server.app, INVITED);
    const setUp = await server.app.inject({
      method: 'POST',
      url: '/api/v2/web/user/setup-password',
      payload: { email: INVITED, code, newPassword: 'First-Password-26' },
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    expect((await cardOf(admin, card.id)).status).toBe('active');
    expect(await issuerStatus()).toBe('active');
    expect((await purchase()).json()).toMatchObject({ approved: true });
  });

  it("answers the issuer's decline with what to do", async () => {
    const response = await admin.call('POST', '/web/cards/create-card', {
      name: 'Please decline me',
      limitPeriod: 'monthly',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { code: 'CARD_DECLINED' } });
  });
});

describe('cancel, replace, PIN and controls', () => {
  it('replaces a card: the old one is cancelled and the new one keeps its limit', async () => {
    const created = await admin.call('POST', '/web/cards/create-card', {
      name: 'To replace',
      spendLimit: 750,
      limitPeriod: 'monthly',
    });
    const { card } = created.json<{ card: CardDetails }>();
    const code = await actionCode(admin, ADMIN, 'REPLACE_CARD', card.lastFour);
    const response = await admin.call('POST', '/web/cards/replace-card', {
      cardId: card.id,
      reason: 'lost',
      actionCode: code,
    });
    expect(response.statusCode, response.body).toBe(201);
    const replacement = response.json<{ card: CardDetails }>().card;
    expect(replacement).toMatchObject({
      name: 'To replace',
      spendLimit: 750,
      replacesCardId: card.id,
    });
    expect(await cardOf(admin, card.id)).toMatchObject({
      status: 'cancelled',
      replacedByCardId: replacement.id,
    });
  });

  it('cancels for good', async () => {
    const { card } = (
      await admin.call('POST', '/web/cards/create-card', {
        name: 'Short lived',
        limitPeriod: 'monthly',
      })
    ).json<{ card: CardDetails }>();
    const code = await actionCode(admin, ADMIN, 'CANCEL_CARD', card.lastFour);
    const cancelled = await admin.call('POST', '/web/cards/cancel-card', {
      cardId: card.id,
      actionCode: code,
    });
    expect(cancelled.json()).toMatchObject({ card: { status: 'cancelled' } });
    const code2 = await actionCode(admin, ADMIN, 'FREEZE_CARD', card.lastFour);
    const frozen = await modifyStatus(admin, card.id, 'freeze', code2);
    expect(frozen.statusCode).toBe(409);
  });

  it('sets a PIN by the spec’s rules, at the issuer only', async () => {
    const [physical] = (await list(cardsEmployee, '?cardType=physical')).cards;
    if (!physical) throw new Error('no physical card');
    const attempt = (pin: string, confirmPin: string, actionCode = 'x'.repeat(43)) =>
      cardsEmployee.call('POST', '/web/cards/pin-setup', {
        cardId: physical.id,
        pin,
        confirmPin,
        actionCode,
      });
    expect((await attempt('123', '123')).json()).toMatchObject({
      errors: { msg: 'The pin must be 4 characters.' },
    });
    expect((await attempt('1234', '1234')).json()).toMatchObject({
      errors: { msg: 'Please set strong PIN.' },
    });
    expect((await attempt('4831', '4832')).statusCode).toBe(400);
    const code = await actionCode(cardsEmployee, EMPLOYEE, 'SET_CARD_PIN', physical.lastFour);
    const set = await attempt('4831', '4831', code);
    expect(set.statusCode, set.body).toBe(200);
    expect((await cardOf(cardsEmployee, physical.id)).pinSet).toBe(true);
    const [row] = await sqlRows<{ pin_hash: string }>(
      server.db,
      `SELECT s.pin_hash FROM card_issuer_sandbox_cards s JOIN cards c ON c.issuer_token = s.token
        WHERE c.id = $1`,
      [physical.id],
    );
    expect(pinMatches(row?.pin_hash ?? '', '4831')).toBe(true);
    expect(
      (
        await admin.call('POST', '/web/cards/pin-setup', {
          cardId: physical.id,
          pin: '4831',
          confirmPin: '4831',
          actionCode: 'x'.repeat(43),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets only an admin change limits and categories', async () => {
    const [dinners] = (await list(admin, '?search=dinners')).cards;
    const update = {
      spendLimit: 900,
      limitPeriod: 'lifetime',
      limitScope: 'merchant-category',
      allowedMerchantIds: [],
      allowedCategories: ['Travel'],
    };
    expect(
      (await manager.call('PUT', `/web/cards/card/${dinners?.id}/controls`, update)).statusCode,
    ).toBe(404);
    const saved = await admin.call('PUT', `/web/cards/card/${dinners?.id}/controls`, update);
    expect(saved.json()).toMatchObject({
      card: { spendLimit: 900, limitPeriod: 'lifetime', allowedCategories: ['Travel'] },
    });
  });
});

describe('limit scope', () => {
  const SLACK = 6;
  const DELTA = 3;
  const SWEETGREEN = 10;

  async function authorize(cardId: number, merchantId: number, amount: number) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/dev/card-issuer/authorizations',
      payload: { cardId, merchantId, amount },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Schemas['CardAuthorizationAnswer']>();
  }

  async function declines(caller: Caller, cardId: number) {
    const response = await caller.call('GET', `/web/cards/card/${cardId}/declines`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Schemas['CardDeclines']>().declines;
  }

  it('shows the seeded scopes and the declines they caused', async () => {
    const [software] = (await list(admin, '?search=team%20software')).cards;
    if (!software) throw new Error('no card');
    const card = await cardOf(admin, software.id);
    expect(card.limitScope).toBe('merchant');
    expect(card.allowedMerchants.map((merchant) => merchant.name)).toEqual([
      'Adobe',
      'GitHub',
      'Google Workspace',
      'Notion',
      'Slack',
    ]);
    expect(card.allowedMerchants[0]).toMatchObject({ category: 'Software' });
    expect(await declines(admin, software.id)).toMatchObject([
      { merchant: { name: 'Uber', category: 'Travel' }, reason: 'merchantNotAllowed' },
    ]);
  });

  it('declines an authorisation outside the merchants or categories, and records why', async () => {
    const card = await monthlyHundredFor('Tools only', {
      limitScope: 'merchant',
      allowedMerchantIds: [SLACK],
    });
    expect(card).toMatchObject({
      limitScope: 'merchant',
      allowedMerchants: [{ id: SLACK, name: 'Slack', category: 'Software' }],
      allowedCategories: [],
    });
    expect(await authorize(card.id, SLACK, 40)).toEqual({ approved: true, reason: null });
    expect(await authorize(card.id, DELTA, 40)).toEqual({
      approved: false,
      reason: 'merchantNotAllowed',
    });
    expect(await authorize(card.id, SLACK, 100.01)).toEqual({
      approved: false,
      reason: 'overLimit',
    });

    const scoped = await admin.call('PUT', `/web/cards/card/${card.id}/controls`, {
      spendLimit: null,
      limitPeriod: 'monthly',
      limitScope: 'merchant-category',
      // The merchants are dropped: the category scope reads only the categories.
      allowedMerchantIds: [SLACK],
      allowedCategories: ['Travel'],
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    expect(scoped.json()).toMatchObject({
      card: {
        limitScope: 'merchant-category',
        allowedMerchants: [],
        allowedCategories: ['Travel'],
      },
    });
    expect(await authorize(card.id, DELTA, 900)).toEqual({ approved: true, reason: null });
    expect(await authorize(card.id, SWEETGREEN, 12)).toEqual({
      approved: false,
      reason: 'categoryNotAllowed',
    });

    // The holder sees the declines, newest first; another employee does not see the card.
    const seen = await declines(cardsEmployee, card.id);
    expect(seen.map((decline) => decline.reason)).toEqual([
      'categoryNotAllowed',
      'overLimit',
      'merchantNotAllowed',
    ]);
    expect(seen[0]).toMatchObject({
      merchant: { name: 'Sweetgreen' },
      amount: 12,
      currency: 'USD',
    });
    expect((await employee.call('GET', `/web/cards/card/${card.id}/declines`)).statusCode).toBe(
      404,
    );

    const anywhere = await admin.call('PUT', `/web/cards/card/${card.id}/controls`, {
      spendLimit: null,
      limitPeriod: 'monthly',
      limitScope: 'user',
      allowedMerchantIds: [],
      allowedCategories: ['Travel'],
    });
    expect(anywhere.json()).toMatchObject({ card: { limitScope: 'user', allowedCategories: [] } });
    expect(await authorize(card.id, SWEETGREEN, 12)).toEqual({ approved: true, reason: null });
  });

  it("counts a monthly card's spend from the month's start and a lifetime card's from its first purchase", async () => {
    const card = await monthlyHundredFor('Quarterly retreat', { limitScope: 'user' });
    expect(await authorize(card.id, SLACK, 70)).toEqual({ approved: true, reason: null });
    // The purchase moves to the month before: a new month starts the monthly limit again.
    await sqlRows(
      server.db,
      "UPDATE entries SET occurred_at = date_trunc('month', occurred_at) - interval '3 days' WHERE card_id = $1",
      [card.id],
    );
    expect((await cardOf(admin, card.id)).spent).toBe(0);
    expect(await authorize(card.id, SWEETGREEN, 40)).toEqual({ approved: true, reason: null });

    const lifetime = await admin.call('PUT', `/web/cards/card/${card.id}/controls`, {
      spendLimit: 100,
      limitPeriod: 'lifetime',
      limitScope: 'user',
      allowedMerchantIds: [],
      allowedCategories: [],
    });
    expect(lifetime.statusCode, lifetime.body).toBe(200);
    // Over its life the card has spent both purchases: 110 of 100, so a cent more is declined.
    expect((await cardOf(admin, card.id)).spent).toBe(110);
    expect(await authorize(card.id, SWEETGREEN, 0.01)).toEqual({
      approved: false,
      reason: 'overLimit',
    });
  });

  it("makes an approved purchase the card's pending entry, which counts towards its limit", async () => {
    const card = await monthlyHundredFor('Offsite supplies', { limitScope: 'user' });

    expect(await authorize(card.id, SLACK, 60)).toEqual({ approved: true, reason: null });
    expect((await cardOf(admin, card.id)).spent).toBe(60);
    // What is left of the limit is 40: a cent more is declined, 40 itself is approved.
    expect(await authorize(card.id, SWEETGREEN, 40.01)).toEqual({
      approved: false,
      reason: 'overLimit',
    });
    expect(await authorize(card.id, SWEETGREEN, 40)).toEqual({ approved: true, reason: null });
    expect((await cardOf(cardsEmployee, card.id)).spent).toBe(100);

    // The holder finds both purchases on the dashboard, pending, by the card's name.
    const page = await listAs(cardsEmployee, {
      filter: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      search: 'offsite supplies',
    });
    expect(
      page.transactions.map((entry) =>
        entry.type === 'card'
          ? {
              title: entry.title,
              status: entry.transaction.transactionStatus,
              amount: entry.transaction.transactionAmount,
              card: entry.transaction.card?.id,
            }
          : entry.type,
      ),
    ).toEqual([
      { title: 'Sweetgreen', status: 'pending', amount: 40, card: card.id },
      { title: 'Slack', status: 'pending', amount: 60, card: card.id },
    ]);
    // Another employee does not see them.
    expect(
      (
        await listAs(employee, {
          filter: 'custom',
          startDate: '2026-01-01',
          endDate: '2026-01-31',
          search: 'offsite supplies',
        })
      ).total,
    ).toBe(0);
  });

  it("keeps a non-admin's own card within their role's spend control (1,000 a month)", async () => {
    const huge = await cardsEmployee.call(
      'POST',
      '/web/cards/create-card',
      { name: 'Everything', spendLimit: 1_000_000_000, limitPeriod: 'monthly' },
      { lang: 'es' },
    );
    expect(huge.statusCode, huge.body).toBe(403);
    expect(huge.json()).toMatchObject({
      errors: {
        code: 'FORBIDDEN',
        msg: 'El control de gasto de tu rol permite que una tarjeta gaste como máximo 1000 USD al mes. Elige un límite menor o pide a un administrador que cree la tarjeta.',
      },
    });
    const justOver = await cardsEmployee.call('POST', '/web/cards/create-card', {
      name: 'Just over',
      spendLimit: 1000.01,
      limitPeriod: 'lifetime',
    });
    expect(justOver.statusCode).toBe(403);
    expect(justOver.json()).toMatchObject({
      errors: {
        msg: 'Your role’s spend control lets a card spend at most 1,000 USD a month. Choose a lower limit, or ask an admin to create the card.',
      },
    });

    const within = await cardsEmployee.call('POST', '/web/cards/create-card', {
      name: 'Within',
      spendLimit: 1000,
      limitPeriod: 'monthly',
    });
    expect(within.statusCode, within.body).toBe(201);
    const { card } = within.json<{ card: CardDetails }>();
    expect(card).toMatchObject({ spendLimit: 1000, limitPeriod: 'monthly' });
    expect(await authorize(card.id, SLACK, 20_000)).toEqual({
      approved: false,
      reason: 'overLimit',
    });
    // An admin still sets any limit, for anyone.
    const byAdmin = await admin.call('POST', '/web/cards/create-card', {
      holderId: cardsEmployee.session.userId,
      name: 'Granted',
      spendLimit: 25_000,
      limitPeriod: 'monthly',
    });
    expect(byAdmin.json()).toMatchObject({ card: { spendLimit: 25_000 } });
  });

  it('declines every purchase on a frozen card', async () => {
    const [frozen] = (await list(cardsEmployee, '?search=conference')).cards;
    if (!frozen) throw new Error('no card');
    expect(await authorize(frozen.id, DELTA, 10)).toEqual({
      approved: false,
      reason: 'cardInactive',
    });
  });

  it('refuses a limited scope with nothing in it, an unknown merchant, and a non-admin scope', async () => {
    const [dinners] = (await list(admin, '?search=dinners')).cards;
    const put = (body: object) =>
      admin.call('PUT', `/web/cards/card/${dinners?.id}/controls`, {
        spendLimit: null,
        limitPeriod: 'monthly',
        allowedMerchantIds: [],
        allowedCategories: [],
        ...body,
      });
    const empty = await put({ limitScope: 'merchant' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: { msg: 'Choose at least one merchant this card may pay.' },
    });
    expect((await put({ limitScope: 'merchant-category' })).statusCode).toBe(400);
    const unknown = await put({ limitScope: 'merchant', allowedMerchantIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { msg: string } }>().errors.msg).toContain(
      'not known to the card networks',
    );
    const byEmployee = await cardsEmployee.call('POST', '/web/cards/create-card', {
      name: 'Only Slack',
      limitPeriod: 'monthly',
      limitScope: 'merchant',
      allowedMerchantIds: [SLACK],
    });
    expect(byEmployee.statusCode).toBe(403);
  });

  it('finds merchants for the picker by name or category description, for admins', async () => {
    const response = await admin.call('GET', '/web/cards/merchants?search=air');
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<Schemas['CardMerchants']>().merchants.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Delta Air Lines', 'United Airlines']));
    expect(names).not.toContain('Slack');
    expect((await manager.call('GET', '/web/cards/merchants')).statusCode).toBe(404);
  });
});

describe('physical card order and spend controls', () => {
  it("orders the gate user's card, which the gate then stops asking for", async () => {
    const cardholder = await callers.as('card.order@demo.outlay.test');
    const view = await cardholder.call('GET', '/web/cards/card-order');
    expect(view.json()).toMatchObject({
      order: null,
      rushAvailable: expect.any(Boolean) as unknown,
      companyAddress: { city: 'San Francisco' },
    });
    const missing = await cardholder.call('POST', '/web/cards/card-order', {
      shipTo: 'other',
      rush: false,
    });
    expect(missing.json()).toMatchObject({
      errors: { msg: 'Enter the address to ship the card to.' },
    });
    // Two capital letters the contract accepts, but no country cards ship to.
    const nowhere = await cardholder.call('POST', '/web/cards/card-order', {
      shipTo: 'other',
      rush: false,
      address: {
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '73301',
        country: 'ZZ',
      },
    });
    expect(nowhere.statusCode, nowhere.body).toBe(400);
    expect(nowhere.json()).toMatchObject({
      errors: { msg: 'Cards do not ship to this country. Choose one from the list.' },
    });
    const ordered = await cardholder.call('POST', '/web/cards/card-order', {
      shipTo: 'company',
      rush: false,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json()).toMatchObject({
      order: { status: 'ordered', address: { line1: '500 Market Street' } },
    });
    const profile = await cardholder.call('GET', '/web/user/load-user-profile');
    expect(profile.json()).toMatchObject({ startPhysicalCardCreationAfterLogin: false });
    expect(
      (await cardholder.call('POST', '/web/cards/card-order', { shipTo: 'company', rush: false }))
        .statusCode,
    ).toBe(409);
    const cards = await list(cardholder, '?cardType=physical');
    expect(cards.cards[0]).toMatchObject({ status: 'pending', spendLimit: 1000 });
    // A day later (a new sign-in: access tokens last minutes) the card has shipped.
    server.clock.advance(25 * 3_600_000);
    const later = await callers.as('card.order@demo.outlay.test');
    expect((await later.call('GET', '/web/cards/card-order')).json()).toMatchObject({
      order: { status: 'shipped' },
    });
  });

  it('keeps the limits new cards start with, for admins only', async () => {
    admin = await callers.as(ADMIN);
    manager = await callers.as('manager@demo.outlay.test');
    expect((await manager.call('GET', '/web/cards/spend-controls')).statusCode).toBe(404);
    const read = await admin.call('GET', '/web/cards/spend-controls');
    expect(read.json()).toMatchObject({
      currency: 'USD',
      controls: [
        { role: 'admin', spendLimit: null },
        { role: 'manager', spendLimit: 5000 },
        { role: 'employee', spendLimit: 1000 },
      ],
    });
    const saved = await admin.call('PUT', '/web/cards/spend-controls', {
      controls: [
        { role: 'admin', spendLimit: 20000, limitPeriod: 'monthly', allowedCategories: [] },
      ],
    });
    expect(saved.json()).toMatchObject({
      controls: [{ role: 'admin', spendLimit: 20000 }, {}, {}],
    });
  });
});
